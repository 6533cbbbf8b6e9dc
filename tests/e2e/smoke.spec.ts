// The harness itself, and the built site's shell: pages load without errors, the webhook sink
// receives what a page posts, and a failing hook is a failed call the harness can observe.
import { expect, SINK_URL, test, visit } from './support/fixtures.ts';

test('the home page loads with a title and no errors', { tag: '@both' }, async ({ page }) => {
  const response = await visit(page, '/');
  expect(response?.status()).toBe(200);
  await expect(page).not.toHaveTitle('');
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('an unknown address shows the 404 page', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, '/esta-pagina-nao-existe');
  await expect(page.getByText('404 Página Não Encontrada').first()).toBeVisible();
});

test('the sink records accepted posts and a failing hook is reported by the browser', async ({
  page,
  sink,
  log,
}) => {
  log.allow(/Failed to load resource: the server responded with a status of 500/);
  await visit(page, '/');
  const post = (hook: string, body: unknown) =>
    page.evaluate(
      async ([url, json]) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: json,
        });
        return response.status;
      },
      [`${SINK_URL}/${hook}`, JSON.stringify(body)] as const,
    );

  expect(await post('contact', { formId: 'harness_check', n: 1 })).toBe(200);
  expect(await sink.waitForSubmission('contact', (b) => (b as { n?: number }).n === 1, 2_000)).toEqual({
    formId: 'harness_check',
    n: 1,
  });

  sink.setStatus('checkout', 500);
  expect(await post('checkout', { n: 2 })).toBe(500);
  expect(sink.received('checkout')).toEqual([]);
  await expect
    .poll(() => log.errors.some((error) => error.text.includes('status of 500')), {
      message: 'the browser reports the failed call',
    })
    .toBe(true);
});
