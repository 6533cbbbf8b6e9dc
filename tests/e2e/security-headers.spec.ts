// Security headers, proven (docs/decisions/007-csp-per-part.md, "The proofs"). The policy each part
// of the site runs under is every Content-Security-Policy header value (netlify.toml's rules,
// applied like the host) plus every <meta> policy of the document. Every HTML file of dist/ is read
// with its headers (one strict policy, inline scripts only by hash, framing forbidden); the public
// pages, the cart and checkout to the confirmation, the signed-in in-app admin and the CMS are
// loaded in Chromium and fail on any policy violation. Public pages block eval; /admin/ (Decap CMS)
// allows it and needs it; no page can be framed by another site. Browser tests: headers, policies
// and their violations exist only in a browser loading the real build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { parsePolicy, type Policy } from '../../scripts/hosting/csp.ts';
import { headersFor, readNetlifyRules } from '../../scripts/hosting/netlify-headers.ts';
import { paths, prerenderedPaths } from '../../src/lib/paths.ts';
import { PAGE_INLINE_SCRIPTS } from '../../src/lib/page-loading/inline-scripts.ts';
import { signIn } from './support/admin-session.ts';
import { startCmsBackend, withLocalBackend } from './support/cms-backend.ts';
import { fillCheckout, submitCheckout } from './support/checkout-flow.ts';
import { DIST_DIR, ROOT_DIR } from './support/config.ts';
import {
  dashboardReady,
  expect,
  pathOf,
  SITE_URL,
  test,
  visit,
  type ConsoleLog,
} from './support/fixtures.ts';
import { publishedCourses, publishedPosts } from './support/published-content.ts';
import { publishedProducts, siteSettings } from './support/site-data.ts';

/**
 * The policy sources that allow the pages' own inline scripts (src/lib/page-loading/inline-scripts.ts),
 * and nothing else.
 */
const INLINE_SOURCES = PAGE_INLINE_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
).join(' ');

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
  if (!response) throw new Error('the page has no response');
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

/** Decap's own React warnings (prop types of its error boundary and modal), not the site's. */
const DECAP_WARNINGS = [/Failed prop type/, /findDOMNode/, /defaultProps/];

const cspErrors = (texts: string[]) => texts.filter((text) => /Content.Security.Policy/i.test(text));

// ---------------------------------------------------------------------------------------------
// Every file the build wrote, read as the host sends it

const rules = readNetlifyRules(path.join(ROOT_DIR, 'netlify.toml'));
// jsdom (a dependency of the unit tests) has no type declarations of its own: typed for one call.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: { fragment: (html: string) => DocumentFragment };
};

/** Every HTML file in dist/, as the site path the host answers it at ('/loja/produto/1.html' → '/loja/produto/1'). */
function builtPages(): { file: string; sitePath: string }[] {
  const found: { file: string; sitePath: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const relative = path.relative(DIST_DIR, file).split(path.sep).join('/');
        const sitePath = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        found.push({ file, sitePath });
      }
    }
  };
  walk(DIST_DIR);
  return found.sort((a, b) => a.sitePath.localeCompare(b.sitePath));
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const JSON_TYPES = ['application/json', 'application/ld+json'];

/** What is wrong with one built HTML file and the headers the host sends with it; [] when nothing. */
function staticProblems(html: string, sitePath: string): string[] {
  const problems: string[] = [];
  const headers = headersFor(rules, sitePath);
  const headerPolicies = (headers['Content-Security-Policy'] ?? '')
    .split(',')
    .map((text) => parsePolicy(text));
  if (!headerPolicies.some((policy) => policy['frame-ancestors']?.join(' ') === "'none'")) {
    problems.push("no header policy with frame-ancestors 'none'");
  }
  if (headers['X-Frame-Options'] !== 'DENY') problems.push('X-Frame-Options is not DENY');
  const page = JSDOM.fragment(html);
  const metas = Array.from(page.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]'));
  const cms = sitePath.startsWith('/admin/');
  const policies = [
    ...headerPolicies,
    ...metas.map((meta) => parsePolicy(meta.getAttribute('content') ?? '')),
  ];
  const scriptPolicies = policies.filter((policy) => scriptSources(policy) !== undefined);
  if (scriptPolicies.length === 0) problems.push('no policy limits scripts');
  for (const policy of scriptPolicies) {
    const sources = scriptSources(policy) ?? [];
    if (sources.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
    if (!cms && sources.includes("'unsafe-eval'")) problems.push("script-src allows 'unsafe-eval'");
  }
  if (!cms) {
    if (metas.length !== 1) problems.push(`${metas.length} policy <meta> elements, expected 1`);
    const first = page.querySelector('meta[charset] + meta, meta[charset] ~ *');
    if (first !== metas[0]) problems.push('the policy <meta> is not right after <meta charset>');
  }
  // Every inline script is data or allowed by its hash in every policy that limits scripts.
  for (const script of Array.from(page.querySelectorAll('script:not([src])'))) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (JSON_TYPES.includes(type)) continue;
    const hash = sha256Source(script.textContent ?? '');
    if (!scriptPolicies.every((policy) => scriptSources(policy)?.includes(hash))) {
      problems.push(
        `inline script without its hash in script-src: ${(script.textContent ?? '').slice(0, 60)}`,
      );
    }
  }
  for (const script of Array.from(page.querySelectorAll('script[src]'))) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(script.getAttribute('src') ?? '')) {
      problems.push(`script from elsewhere than /assets/: ${script.getAttribute('src')}`);
    }
  }
  return problems;
}

test('every HTML file the build wrote: one strict policy, no inline script without its hash, framing forbidden', () => {
  const pages = builtPages();
  expect(pages.length, 'HTML files in dist/').toBeGreaterThan(20);
  const problems = pages.flatMap(({ file, sitePath }) =>
    staticProblems(readFileSync(file, 'utf8'), sitePath).map((problem) => `${sitePath}: ${problem}`),
  );
  const inline = pages.reduce(
    (count, { file }) =>
      count + (readFileSync(file, 'utf8').match(/<script(?![^>]*\ssrc=)[^>]*>/g)?.length ?? 0),
    0,
  );
  test.info().annotations.push({
    type: 'CSP (static)',
    description: `${pages.length} HTML files checked, ${inline} inline <script> elements`,
  });
  expect(problems).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Loading the pages in the browser, under the host's headers

/** The headers the host sends for `sitePath` were the ones the test site sent (netlify.toml, applied like the host). */
async function expectHostHeaders(response: Response | null, sitePath: string) {
  if (!response) throw new Error(`${sitePath}: no response`);
  const sent = await response.allHeaders();
  for (const [name, value] of Object.entries(headersFor(rules, new URL(response.url()).pathname))) {
    expect.soft(sent[name.toLowerCase()], `${sitePath}: header ${name}`).toBe(value);
  }
}

/** Where a page's console texts begin in the log: those of the pages before it are not its own. */
type LogMark = { errors: number; warnings: number };
const markOf = (log: ConsoleLog): LogMark => ({ errors: log.errors.length, warnings: log.warnings.length });
const textsSince = (log: ConsoleLog, mark: LogMark) => [
  ...log.errors.slice(mark.errors).map((error) => error.text),
  ...log.warnings.slice(mark.warnings).map((warning) => warning.text),
];

/**
 * Loads `sitePath` and checks its headers, its policies and that loading it violated none. Soft
 * assertions, each naming the page: a tour of pages reports every failing one.
 */
async function loadAndCheck(page: Page, sitePath: string, log: ConsoleLog): Promise<void> {
  const mark = markOf(log);
  const response = await visit(page, sitePath);
  expect.soft(response?.status(), sitePath).toBe(200);
  await expectHostHeaders(response, sitePath);
  const policies = await effectivePolicies(page, response);
  const serialized = JSON.stringify(policies);
  expect.soft(serialized, `a policy of ${sitePath} allows 'unsafe-eval'`).not.toMatch(/unsafe-eval/);
  expect
    .soft(
      policies.some((policy) =>
        ["'self'", `'self' ${INLINE_SOURCES}`].includes(scriptSources(policy)?.join(' ') ?? ''),
      ),
      `no policy of ${sitePath} limits scripts to the site: ${serialized}`,
    )
    .toBe(true);
  expect
    .soft(
      policies.every((policy) => !scriptSources(policy)?.includes("'unsafe-inline'")),
      `${sitePath} allows inline scripts: ${serialized}`,
    )
    .toBe(true);
  expect
    .soft(
      policies.some((policy) => policy['frame-ancestors']?.includes("'none'")),
      `no header policy of ${sitePath} forbids framing: ${serialized}`,
    )
    .toBe(true);
  await expectNoViolation(page, sitePath, log, mark);
}

/** No policy violation in the page, and no policy error logged since `mark` (the whole log without it). */
async function expectNoViolation(page: Page, what: string, log: ConsoleLog, mark?: LogMark) {
  expect.soft(await violations(page), `${what} violated its Content-Security-Policy`).toEqual([]);
  const texts = mark ? textsSince(log, mark) : log.texts();
  expect.soft(cspErrors(texts), `${what} logged Content-Security-Policy errors`).toEqual([]);
}

/**
 * The pages the browser loads: every page the prerender wrote (404.html through an unknown URL),
 * but of the page kinds made from one template for many items (products, courses, posts,
 * categories, subcategories: src/lib/paths.ts' route table) three each (first, middle, last): each
 * kind's pages have the same policy, the same inline scripts and the same page module; they
 * differ only in their data and pictures (allowed from anywhere on https). The static test above
 * reads every one of them, with the headers the host sends for it.
 */
function pagesToLoad(): string[] {
  const prerendered = builtPages()
    .map((entry) => entry.sitePath)
    .filter((sitePath) => !sitePath.startsWith('/admin/') && !['/app', '/404'].includes(sitePath));
  const table = prerenderedPaths(
    { products: publishedProducts(), courses: { courses: publishedCourses() }, posts: publishedPosts() },
    siteSettings().categories,
  );
  const kindOf = new Map(table.map((entry) => [entry.path, entry.page]));
  const sampled: string[] = [];
  for (const kind of new Set(prerendered.map((sitePath) => kindOf.get(sitePath) ?? sitePath))) {
    const ofKind = prerendered.filter((sitePath) => (kindOf.get(sitePath) ?? sitePath) === kind);
    const picks = [0, Math.floor(ofKind.length / 2), ofKind.length - 1].map((i) => ofKind[i]!);
    sampled.push(...new Set(picks));
  }
  return [...sampled, '/esta-pagina-nao-existe'];
}

/** The pages dealt out to `count` tours (every `count`th page), so that two workers share them. */
function tours(count: number): string[][] {
  const pages = pagesToLoad();
  return Array.from({ length: count }, (_, first) => pages.filter((_, i) => i % count === first));
}

// A few tours of pages, each in one browser context (a warm cache: a page costs a fraction of a
// new context), every assertion naming its page.
for (const [index, tour] of tours(3).entries()) {
  test(`public pages, tour ${index + 1} of 3 (${tour.length} pages): each loads under the host headers without a CSP violation`, async ({
    context,
    page,
    log,
  }) => {
    await recordViolations(context);
    for (const sitePath of tour) await loadAndCheck(page, sitePath, log);
  });
}

test('a public page blocks eval and reports it as a script-src violation', async ({ context, page, log }) => {
  log.allow(/Refused to evaluate a string as JavaScript/, /EvalError/);
  await recordViolations(context);
  await visit(page, '/');
  expect(await evalProbe(page)).toEqual({ eval: 'EvalError', function: 'EvalError' });
  const reported = await violations(page);
  expect(
    reported.length > 0 && reported.every((v) => v.directive === 'script-src' && v.blocked === 'eval'),
    `the blocked eval was not reported as a script-src violation: ${JSON.stringify(reported)}`,
  ).toBe(true);
});

test('the cart and the checkout, through to the order confirmation, without a CSP violation', async ({
  context,
  page,
  log,
}) => {
  // Three page loads, the form and the order: more than the default on a busy machine.
  test.setTimeout(120_000);
  await recordViolations(context);
  const product = publishedProducts().find((p) => p.stock > 0);
  expect(product, 'a product in stock').toBeTruthy();
  await loadAndCheck(page, paths.product.getHref(product!.id), log);
  await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Carrinho, 1 artigo$/ })).toBeVisible();
  await loadAndCheck(page, paths.cart.getHref(), log);
  await loadAndCheck(page, paths.checkout.getHref(), log);
  await fillCheckout(page, { delivery: 'pickup', payment: 'bank_transfer' });
  await submitCheckout(page);
  await expectNoViolation(page, 'the order confirmation', log);
});

test(
  'the in-app admin, signed in: every dashboard tab, form, preview and dialog without a CSP violation',
  { tag: '@desktop' },
  async ({ context, page, log }) => {
    test.setTimeout(120_000);
    await recordViolations(context);
    await loadAndCheck(page, paths.adminLogin.getHref(), log);
    await signIn(page);
    await expectNoViolation(page, 'the dashboard', log);
    const product = publishedProducts()[0]!;
    const courses = JSON.parse(readFileSync(path.join(DIST_DIR, 'courses.json'), 'utf8')) as {
      courses: { id: number }[];
    };
    const posts = JSON.parse(readFileSync(path.join(DIST_DIR, 'blog.json'), 'utf8')) as { id: number }[];
    for (const tab of ['training', 'blog', 'products'] as const) {
      await loadAndCheck(page, paths.adminDashboard.getHref(tab), log);
      await dashboardReady(page);
    }
    // The delete dialog, opened and cancelled.
    await page.getByRole('button', { name: `Eliminar ${product.name}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expectNoViolation(page, 'the delete dialog', log);
    const forms = [
      [paths.adminProductNew.getHref(), false],
      [paths.adminProductEdit.getHref(product.id), false],
      [paths.adminCourseNew.getHref(), false],
      [paths.adminCourseEdit.getHref(courses.courses[0]!.id), true],
      [paths.adminPostNew.getHref(), false],
      [paths.adminPostEdit.getHref(posts[0]!.id), true],
    ] as const;
    for (const [sitePath, preview] of forms) {
      await loadAndCheck(page, sitePath, log);
      await expect(page.locator('form').first()).toBeVisible();
      if (preview) {
        await page.getByRole('button', { name: 'Pré-visualizar' }).click();
        await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
        await expectNoViolation(page, `${sitePath}, its preview`, log);
      }
    }
  },
);

test(
  'the CMS at /admin/, logged in to its local backend, with an entry and its preview open: no CSP violation',
  { tag: '@desktop' },
  async ({ context, page, log }) => {
    test.setTimeout(120_000);
    log.allow(...DECAP_WARNINGS);
    const backend = await startCmsBackend();
    try {
      await recordViolations(context);
      await withLocalBackend(page, backend.url);
      const response = await page.goto('/admin/');
      await expectHostHeaders(response, '/admin/');
      await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Produtos' }).first()).toBeVisible({ timeout: 30_000 });
      const [file] = readdirSync(path.join(ROOT_DIR, 'content', 'products')).sort();
      await page.goto(`/admin/#/collections/products/entries/${file!.replace(/\.md$/, '')}`);
      await expect(page.getByLabel('Nome', { exact: true })).toBeVisible({ timeout: 30_000 });
      // The preview is an iframe that Decap writes into (no URL of its own): framing rules do not apply.
      const frame = page.locator('iframe').first();
      await expect(frame).toBeAttached();
      const src = await frame.getAttribute('src');
      expect([null, '', 'about:blank'], `the preview iframe loads ${src}`).toContain(src);
      await expect(page.frameLocator('iframe').first().locator('body *').first()).toBeAttached();
      await expectNoViolation(page, 'the CMS', log);
    } finally {
      await backend.stop();
    }
  },
);

test(
  "the CMS needs its 'unsafe-eval': without it Decap cannot load its configuration",
  { tag: '@desktop' },
  async ({ page, log }) => {
    log.allow(/./);
    await withLocalBackend(page, false);
    await page.route('**/admin/', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        / 'unsafe-eval'/g,
        '',
      );
      await route.fulfill({ response, headers });
    });
    await page.goto('/admin/');
    await expect(
      page.getByText(/Error loading the CMS configuration|Erro ao carregar a configuração/i).first(),
    ).toBeVisible({ timeout: 30_000 });
  },
);

test("no page can be framed by another site (frame-ancestors 'none'), the CMS and the admin included", async ({
  context,
  page,
  log,
}) => {
  log.allow(/frame-ancestors/, /Refused to (display|frame)/);
  const framed = ['/', paths.adminLogin.getHref(), '/admin/'];
  await context.route('http://framing.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: framed.map((sitePath) => `<iframe src="${SITE_URL}${sitePath}"></iframe>`).join(''),
    }),
  );
  await page.goto('http://framing.test/', { waitUntil: 'load' });
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(frames).toHaveLength(framed.length);
  // A refused frame shows the browser's error page, never the site.
  expect(frames.map((frame) => frame.url())).toEqual(framed.map(() => 'chrome-error://chromewebdata/'));
});

test(
  "/admin (redirected to /admin/) runs the CMS under its own policy, with 'unsafe-eval'",
  { tag: '@desktop' },
  async ({ context, page, log }) => {
    await recordViolations(context);
    // The Git backend's login screen, without trying a decap-server on this machine.
    await withLocalBackend(page, false);
    const response = await page.goto('/admin');
    expect(pathOf(page)).toBe('/admin/');
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(response?.status()).toBe(200);

    const policies = await effectivePolicies(page, response);
    const serialized = JSON.stringify(policies);
    expect(
      policies.every((policy) => scriptSources(policy)?.includes("'unsafe-eval'") ?? true),
      `a policy of /admin/ forbids 'unsafe-eval': ${serialized}`,
    ).toBe(true);
    expect(
      policies.some((policy) => scriptSources(policy)?.includes("'unsafe-eval'")),
      `no policy of /admin/ names 'unsafe-eval': ${serialized}`,
    ).toBe(true);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy" i]')).toHaveCount(0);
    expect(await evalProbe(page)).toEqual({ eval: 'ran', function: 'ran' });

    // Decap started: its login screen offers the Git backend's login button.
    await expect(page.getByRole('button', { name: /^Iniciar sessão com o GitHub$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoViolation(page, '/admin/', log);
  },
);
