// The Content-Security-Policy each part of the site runs under, as the browser sees it: every
// Content-Security-Policy header value (netlify.toml's rules, applied like the host) plus every
// <meta> policy of the document. Public pages must not allow 'unsafe-eval' and must really block
// eval; /admin/ (Decap CMS) must allow it and start. Policy decisions: docs/decisions/007-csp-per-part.md.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { parsePolicy, type Policy } from '../../scripts/lib/csp.ts';
import { paths } from '../../src/lib/paths.ts';
import { APP_LOADER_SCRIPT } from '../../src/lib/app-loader.ts';
import { EARLY_CLICKS_SCRIPT } from '../../src/lib/early-clicks.ts';
import { withLocalBackend } from './cms-backend.ts';
import { pathOf, setupE2E, visit } from './harness.ts';
import { publishedProducts } from './site-data.ts';

/**
 * The policy sources that allow the pages' two inline scripts (src/lib/early-clicks.ts and
 * src/lib/app-loader.ts), and nothing else.
 */
const INLINE_SOURCES = [EARLY_CLICKS_SCRIPT, APP_LOADER_SCRIPT]
  .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  .join(' ');

const e2e = setupE2E();

type Violation = { directive: string; blocked: string; source: string };

/** Records every `securitypolicyviolation` of every page of the context in window.__cspViolations. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const list: { directive: string; blocked: string; source: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: list });
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
}

const violations = (page: Page): Promise<Violation[]> =>
  page.evaluate(() => [...(window as unknown as { __cspViolations: Violation[] }).__cspViolations]);

/** Every policy the document is under: the header values (split where joined) and the <meta> ones. */
async function effectivePolicies(page: Page, response: Response | null): Promise<Policy[]> {
  assert.ok(response, 'the page has no response');
  const header = (await response.allHeaders())['content-security-policy'] ?? '';
  const metas = await page
    .locator('meta[http-equiv="Content-Security-Policy" i]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('content') ?? ''));
  return [...header.split(/[,\n]/), ...metas]
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => parsePolicy(text));
}

/** The sources that govern scripts in one policy (script-src, else default-src), or undefined. */
const scriptSources = (policy: Policy) => policy['script-src'] ?? policy['default-src'];

/**
 * Compiles code from strings inside the page (eval and the Function constructor): 'ran' when the
 * page's policy allows it, the error's name (EvalError) when it blocks it. The attempt runs in a
 * task of its own: code that page.evaluate runs directly is exempt from the page's eval rule (the
 * DevTools protocol's evaluation bypasses it), a timer's callback is not.
 */
const evalProbe = (page: Page) =>
  // No named function inside: the test runner's transpiler would wrap it in a helper the page lacks.
  page.evaluate(
    () =>
      new Promise<{ eval: string; function: string }>((resolve) => {
        setTimeout(() => {
          const result = { eval: 'ran', function: 'ran' };
          try {
            (0, eval)('1 + 1');
          } catch (error) {
            result.eval = error instanceof Error ? error.name : String(error);
          }
          try {
            new Function('return 1')();
          } catch (error) {
            result.function = error instanceof Error ? error.name : String(error);
          }
          resolve(result);
        }, 0);
      }),
  );

const cspErrors = (texts: string[]) => texts.filter((text) => /Content.Security.Policy/i.test(text));

/** The first published product's page (read when the test runs: dist/ holds the data). */
function productPath(): string {
  const product = publishedProducts()[0];
  assert.ok(product, 'the published content has no product');
  return paths.product.getHref(product.id);
}

const PUBLIC_PAGES: [string, () => string][] = [
  ['the home page', () => '/'],
  ['a product page', productPath],
  ['the shop', () => paths.shop.getHref()],
  ['the cart', () => paths.cart.getHref()],
  ['the in-app admin login', () => paths.adminLogin.getHref()],
  ['an unknown URL (the app shell)', () => '/esta-pagina-nao-existe'],
];

for (const [what, pathOfPage] of PUBLIC_PAGES) {
  e2e.test(
    `${what} runs under a strict policy: no 'unsafe-eval', eval blocked, no violation`,
    // The probe's own blocked eval is reported on the console; nothing else may be.
    { allowErrors: [/Refused to evaluate a string as JavaScript/] },
    async ({ context, page, log }) => {
      const sitePath = pathOfPage();
      await recordViolations(context);
      const response = await visit(page, sitePath);
      assert.equal(response?.status(), 200);

      const policies = await effectivePolicies(page, response);
      const serialized = JSON.stringify(policies);
      assert.ok(
        !/unsafe-eval/.test(serialized),
        `a policy of ${sitePath} allows 'unsafe-eval': ${serialized}`,
      );
      // The site's own files, and at most the one inline script that keeps early taps (by its hash).
      assert.ok(
        policies.some((policy) =>
          ["'self'", `'self' ${INLINE_SOURCES}`].includes(scriptSources(policy)?.join(' ') ?? ''),
        ),
        `no policy of ${sitePath} limits scripts to the site: ${serialized}`,
      );
      assert.ok(
        policies.some((policy) => policy['frame-ancestors']?.includes("'none'")),
        `no header policy of ${sitePath} forbids framing: ${serialized}`,
      );

      // Loading the page broke no rule of its policy.
      assert.deepEqual(await violations(page), [], `${sitePath} violated its Content-Security-Policy`);
      assert.deepEqual(cspErrors(log.texts()), [], `${sitePath} logged Content-Security-Policy errors`);

      assert.deepEqual(await evalProbe(page), { eval: 'EvalError', function: 'EvalError' });
      const reported = await violations(page);
      assert.ok(
        reported.length > 0 && reported.every((v) => v.directive === 'script-src' && v.blocked === 'eval'),
        `the blocked eval was not reported as a script-src violation: ${JSON.stringify(reported)}`,
      );
    },
  );
}

e2e.test(
  "/admin (redirected to /admin/) runs the CMS under its own policy, with 'unsafe-eval'",
  { viewport: 'desktop', timeout: 90_000 },
  async ({ context, page, log }) => {
    await recordViolations(context);
    // The Git backend's login screen, without trying decap-server on this machine (another
    // process may or may not be listening on its port).
    await withLocalBackend(page, false);
    const response = await visit(page, '/admin');
    assert.equal(pathOf(page), '/admin/');
    assert.equal((await response?.request().redirectedFrom()?.response())?.status(), 301);
    assert.equal(response?.status(), 200);

    const policies = await effectivePolicies(page, response);
    const serialized = JSON.stringify(policies);
    assert.ok(
      policies.every((policy) => scriptSources(policy)?.includes("'unsafe-eval'") ?? true),
      `a policy of /admin/ forbids 'unsafe-eval': ${serialized}`,
    );
    assert.ok(
      policies.some((policy) => scriptSources(policy)?.includes("'unsafe-eval'")),
      `no policy of /admin/ names 'unsafe-eval': ${serialized}`,
    );
    assert.equal(await page.locator('meta[http-equiv="Content-Security-Policy" i]').count(), 0);
    assert.deepEqual(await evalProbe(page), { eval: 'ran', function: 'ran' });

    // Decap started: its login screen offers the Git backend's login button.
    await page.getByRole('button', { name: /^Iniciar sessão com o GitHub$/ }).waitFor();
    assert.deepEqual(await violations(page), [], '/admin/ violated its Content-Security-Policy');
    assert.deepEqual(cspErrors(log.texts()), [], '/admin/ logged Content-Security-Policy errors');
  },
);
