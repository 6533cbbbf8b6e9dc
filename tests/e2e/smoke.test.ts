// The harness itself, and the built site's shell: pages load without errors, the webhook sink
// receives what a page posts, and a failing hook is a failed call the harness can observe.
import assert from 'node:assert/strict';
import { setupE2E, SINK_URL, visit } from './harness.ts';

const e2e = setupE2E();

e2e.test('the home page loads with a title and no errors', async ({ page }) => {
  const response = await visit(page, '/');
  assert.equal(response?.status(), 200);
  assert.notEqual(await page.title(), '');
  await page.locator('#root').waitFor({ state: 'attached' });
});

e2e.test('an unknown address shows the 404 page', { viewport: 'desktop' }, async ({ page }) => {
  await visit(page, '/esta-pagina-nao-existe');
  await page.getByText('404 Página Não Encontrada').first().waitFor();
});

e2e.test(
  'the sink records accepted posts and a failing hook is reported by the browser',
  { allowErrors: [/Failed to load resource: the server responded with a status of 500/] },
  async ({ page, sink, log }) => {
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

    assert.equal(await post('contact', { formId: 'harness_check', n: 1 }), 200);
    assert.deepEqual(await sink.waitForSubmission('contact', (b) => (b as { n?: number }).n === 1, 2_000), {
      formId: 'harness_check',
      n: 1,
    });

    sink.setStatus('checkout', 500);
    assert.equal(await post('checkout', { n: 2 }), 500);
    assert.deepEqual(sink.received('checkout'), []);
    await page.waitForTimeout(200);
    assert.ok(
      log.errors.some((error) => error.text.includes('status of 500')),
      `the browser reported the failed call: ${JSON.stringify(log.errors)}`,
    );
  },
);
