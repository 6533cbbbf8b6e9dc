import { setupE2E, visit, pathOf } from './harness.ts';
const e2e = setupE2E();
for (let i = 0; i < 4; i++) for (const delay of [30, 150]) {
e2e.test(`phone typing gel run ${i} delay ${delay}`, async ({ page }) => {
  await visit(page, '/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Pesquisa' }).click();
  const box = header.getByRole('searchbox', { name: 'Pesquisar produtos' });
  await box.pressSequentially('gel', { delay });
  await page.waitForTimeout(1500);
  console.log(`run ${i} delay ${delay}: URL ${pathOf(page)} value "${await box.inputValue()}" visible ${await box.isVisible()} expanded ${await header.getByRole('button', { name: 'Pesquisa' }).getAttribute('aria-expanded')}`);
});
}
