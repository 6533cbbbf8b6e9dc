// Every prerendered page hydrates onto its own HTML: React takes over the nodes the visitor is
// already looking at instead of throwing them away and rendering the page again in the browser.
// A mismatch shows in two ways, and both fail: the browser entry logs every error React recovers
// from ('Hydration failed…', a console error), and the prerendered nodes under #root are replaced.
// The second test also fails on any console warning (e.g. a preloaded file the page never used)
// on one page of each kind.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { hasSalePrice, isInStock, lowStockUnits } from '../../src/lib/catalogue.ts';
import { paths as routePaths } from '../../src/lib/paths.ts';
import { expect, pathOf, SITE_URL, test, waitForHydration } from './support/fixtures.ts';
import { publishedCourses, postsNewestFirst } from './support/published-content.ts';
import { publishedProducts, siteSettings } from './support/site-data.ts';
import { stopSite } from './support/site-server.ts';

type ProbeReport = {
  /** Whether #root held prerendered HTML when the document finished parsing. */
  prerendered: boolean;
  /** Prerendered elements with text (the top of each removed subtree) taken out of #root since then. */
  removed: string[];
  /** Whether the prerendered <main>, <h1>, header and footer are still the nodes on the page. */
  sameMain: boolean;
  sameH1: boolean;
  sameHeader: boolean;
  sameFooter: boolean;
  /** Whether React took the prerendered <main> over (hydration happened at all). */
  mainHydrated: boolean;
};

/**
 * Runs in the page before any of its scripts. When the document has been parsed (readyState
 * 'interactive' comes before any module script runs, so before hydration), it remembers every
 * element of the prerendered #root and the <main>, <h1>, header and footer, and records every
 * prerendered element with text that is removed from then on. Plain JavaScript
 * in a string: the test runner's TypeScript transform would add helpers the page lacks.
 */
const HYDRATION_PROBE = `(() => {
  const probe = { prerendered: false, removed: [], main: null, h1: null, header: null, footer: null };
  window.__hydrationProbe = probe;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    if (!root || !root.firstElementChild) return;
    const prerendered = new WeakSet(root.querySelectorAll('*'));
    probe.prerendered = true;
    probe.main = root.querySelector('main');
    probe.h1 = root.querySelector('main h1');
    probe.header = root.querySelector('header');
    probe.footer = root.querySelector('footer');
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element) || !prerendered.has(node)) continue;
          // Left to later client-only updates: loading placeholders, and elements without
          // text such as an icon swapped once the page knows the visitor's motion preference.
          // A mismatch throws away whole regions, text and all.
          if (!(node.textContent || '').trim()) continue;
          if (node.matches('[aria-busy="true"]') || record.target.closest('[aria-busy="true"]')) continue;
          const classes = node.getAttribute('class');
          const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
          probe.removed.push('<' + node.localName + (classes ? ' class="' + classes + '"' : '') + '> "' + text + '"');
        }
      }
    }).observe(root, { childList: true, subtree: true });
  });
})();`;

/**
 * Opens a prerendered page and waits until React owns its <main> (hydrated, or rendered again)
 * and the page has gone idle; then reports what the probe saw. Quicker than waiting for the
 * network to stay idle, which matters over a hundred pages.
 */
async function openAndProbe(
  page: Page,
  sitePath: string,
  origin: string,
): Promise<{ status: number; report: ProbeReport }> {
  const response = await page.goto(`${origin}${sitePath}`, { waitUntil: 'load' });
  await page
    .waitForFunction(() => {
      const main = document.querySelector('#root main');
      // React keeps its fiber on each DOM node it owns: the only outside sign that it hydrated.
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    })
    .catch(() => undefined); // reported below as 'React did not hydrate <main>'
  // A mismatch found later in the same pass replaces the nodes before the browser is idle again.
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
  const report = await page.evaluate(() => {
    const probe = (
      window as unknown as {
        __hydrationProbe: {
          prerendered: boolean;
          removed: string[];
          main: Element | null;
          h1: Element | null;
          header: Element | null;
          footer: Element | null;
        };
      }
    ).__hydrationProbe;
    const root = document.getElementById('root');
    const main = root?.querySelector('main') ?? null;
    return {
      prerendered: probe.prerendered,
      removed: probe.removed,
      sameMain: probe.main !== null && probe.main === main,
      sameH1: probe.h1 !== null && probe.h1 === (root?.querySelector('main h1') ?? null),
      sameHeader: probe.header !== null && probe.header === (root?.querySelector('header') ?? null),
      sameFooter: probe.footer !== null && probe.footer === (root?.querySelector('footer') ?? null),
      mainHydrated: main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$')),
    };
  });
  return { status: response?.status() ?? 0, report };
}

/** The site paths listed in the served sitemap. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status(), 'sitemap.xml is served').toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(paths.length, 'sitemap.xml lists URLs').toBeGreaterThan(0);
  return paths;
}

/** What one tab logged (console errors and warnings, uncaught errors), cleared per page. */
function watchConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      logged.push(`[console.${message.type()}] ${message.text().split('\n')[0] ?? ''}`);
    }
  });
  page.on('pageerror', (error) => logged.push(`[pageerror] ${error.name}: ${error.message}`));
  return logged;
}

/**
 * Problems of one prerendered page: mismatches reported, nodes replaced, no hydration, anything
 * logged. From the test site, or from `origin` (a server in front of it).
 */
async function hydrationProblems(
  page: Page,
  logged: string[],
  sitePath: string,
  origin = '',
): Promise<string[]> {
  logged.length = 0;
  const { status, report } = await openAndProbe(page, sitePath, origin);
  const problems: string[] = [];
  if (status !== 200) problems.push(`answered HTTP ${status}`);
  if (pathOf(page) !== sitePath) problems.push(`moved on to ${pathOf(page)}`);
  if (!report.prerendered) problems.push('no prerendered HTML in #root');
  if (!report.mainHydrated) problems.push('React did not hydrate <main>');
  if (!report.sameMain) problems.push('the prerendered <main> was replaced');
  if (!report.sameH1) problems.push('the prerendered <h1> was replaced (or there is none)');
  if (!report.sameHeader) problems.push('the prerendered header was replaced');
  if (!report.sameFooter) problems.push('the prerendered footer was replaced');
  if (report.removed.length > 0) {
    problems.push(
      `${report.removed.length} prerendered element(s) removed: ${report.removed.slice(0, 5).join(', ')}`,
    );
  }
  problems.push(...logged);
  return problems;
}

function reportProblems(problems: Map<string, string[]>): string {
  return [...problems].map(([url, list]) => `${url}\n    ${list.join('\n    ')}`).join('\n  ');
}

/**
 * One product of each kind: on sale or not, out of stock, low or plenty, one picture or several,
 * new, featured, in a subcategory. The 70-odd product pages come from one template and differ
 * only in their data; what the template renders differently is what these properties decide.
 */
function productsOfEachKind(): number[] {
  const kinds = new Map<string, number>();
  for (const product of publishedProducts()) {
    // The catalogue rules the product page itself renders by.
    const kind = [
      hasSalePrice(product),
      isInStock(product),
      lowStockUnits(product) !== undefined,
      product.images.length > 1,
      product.isNew,
      product.featured,
      product.subcategory !== undefined,
    ].join(' ');
    if (!kinds.has(kind)) kinds.set(kind, product.id);
  }
  return [...kinds.values()];
}

/** Tabs that go through the pages side by side. */
const TABS = 2;

test('every prerendered page (a product of each kind) hydrates onto its own HTML without a mismatch', async ({
  context,
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await context.addInitScript(HYDRATION_PROBE);
  // Every URL of the sitemap (the product pages: one of each kind), the two pages left out of
  // it, and the prerendered 404 page (served by static hosts for unknown files).
  const productPage = (id: number) => routePaths.product.getHref(id);
  const everyProductPage = new Set(publishedProducts().map((product) => productPage(product.id)));
  const productPages = new Set(productsOfEachKind().map(productPage));
  const paths = [
    ...(await sitemapPaths(page)).filter(
      (sitePath) => !everyProductPage.has(sitePath) || productPages.has(sitePath),
    ),
    '/carrinho',
    '/checkout',
    '/404.html',
  ];
  expect(
    paths.filter((sitePath) => productPages.has(sitePath)).length,
    'the sitemap lists the product pages of each kind',
  ).toBe(productPages.size);
  const queue = [...paths];
  const failed = new Map<string, string[]>();
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
  await Promise.all(
    tabs.map(async (tab) => {
      const logged = watchConsole(tab);
      for (let sitePath = queue.shift(); sitePath !== undefined; sitePath = queue.shift()) {
        const problems = await hydrationProblems(tab, logged, sitePath);
        if (problems.length > 0) failed.set(sitePath, problems);
      }
    }),
  );
  expect(
    failed.size,
    `${failed.size} of ${paths.length} pages did not hydrate cleanly:\n  ${reportProblems(failed)}`,
  ).toBe(0);
});

test('a link shared on Instagram or in an ad (fbclid, utm_*) hydrates the page in place, like the bare URL', async ({
  context,
  page,
}) => {
  await context.addInitScript(HYDRATION_PROBE);
  const logged = watchConsole(page);
  const product = publishedProducts()[0];
  const post = postsNewestFirst()[0];
  if (!product || !post) throw new Error('a product and a post must be published');
  const shared = '?fbclid=IwAR0abcDEF&utm_source=instagram&utm_medium=social&utm_campaign=outono';
  const failed = new Map<string, string[]>();
  for (const sitePath of ['/', routePaths.product.getHref(product.id), '/loja', `/blog/${post.slug}`]) {
    const problems = await hydrationProblems(page, logged, `${sitePath}${shared}`);
    if (problems.length > 0) failed.set(sitePath, problems);
  }
  expect(failed.size, `pages not hydrated in place:\n  ${reportProblems(failed)}`).toBe(0);
});

/** How long the proxy below holds a page's end at most, waiting for its app to ask for the stylesheet. */
const TAIL_HOLD_MS = 10_000;

type SlowTail = {
  origin: string;
  /** What went wrong in the setup itself: the page could not be cut, or its app never ran. */
  problems: () => string[];
  close: () => Promise<void>;
};

/**
 * A server in front of the test site that sends a page's HTML in two parts, as a slow link does:
 * up to its footer, then the rest (the footer and the page's data) only once the page's app has
 * run, which it shows by asking for the whole stylesheet. The loader adds the scripts after the
 * first paint, which the first part already gives. Everything else passes through unchanged.
 */
async function slowTailProxy(sitePath: string): Promise<SlowTail> {
  const problems: string[] = [];
  let stylesheetPath: string | undefined;
  let sendTail: (() => void) | undefined;

  const servePage = (answer: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      const cut = html.indexOf('<footer');
      stylesheetPath = /"style":"([^"]+)"/.exec(html)?.[1];
      if (cut < 0 || stylesheetPath === undefined)
        problems.push('the page has no footer or no stylesheet in its list');
      const headers = { ...answer.headers };
      delete headers['content-length'];
      response.writeHead(answer.statusCode ?? 502, headers);
      response.write(html.slice(0, cut));
      const hold = setTimeout(() => {
        problems.push(`the app did not run within ${TAIL_HOLD_MS} ms of the page's first part`);
        sendTail?.();
      }, TAIL_HOLD_MS);
      sendTail = () => {
        clearTimeout(hold);
        sendTail = undefined;
        response.end(html.slice(cut));
      };
    });
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', SITE_URL);
    if (url.pathname === stylesheetPath) sendTail?.();
    const upstream = http.request(
      url,
      {
        method: request.method,
        headers: { ...request.headers, host: url.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        if (url.pathname === sitePath) return servePage(answer, response);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    problems: () => problems,
    close: () => stopSite(server),
  };
}

test('a page whose HTML is still arriving when its scripts run hydrates onto all of it, with its own data', async ({
  context,
  page,
}) => {
  await context.addInitScript(HYDRATION_PROBE);
  const logged = watchConsole(page);
  const product = publishedProducts()[0];
  if (!product) throw new Error('a product must be published');
  const failed = new Map<string, string[]>();
  for (const sitePath of ['/loja', routePaths.product.getHref(product.id)]) {
    const proxy = await slowTailProxy(sitePath);
    const fetched: string[] = [];
    const onRequest = (request: Request) => {
      const requested = new URL(request.url()).pathname;
      if (requested.startsWith('/page-data/') || /^\/(products|courses|blog)\.json$/.test(requested)) {
        fetched.push(requested);
      }
    };
    page.on('request', onRequest);
    try {
      const problems = await hydrationProblems(page, logged, sitePath, proxy.origin);
      problems.push(...proxy.problems());
      if (fetched.length > 0)
        problems.push(`data fetched, though the page has its own: ${fetched.join(', ')}`);
      if (problems.length > 0) failed.set(sitePath, problems);
    } finally {
      page.off('request', onRequest);
      // Nothing of the page may still be loading from the server when it stops (a font, say).
      await page.goto('about:blank');
      await proxy.close();
    }
  }
  expect(failed.size, `pages not hydrated onto their whole HTML:\n  ${reportProblems(failed)}`).toBe(0);
});

/** How long Chrome waits after load before it warns about a preloaded resource left unused. */
const UNUSED_PRELOAD_WARNING_DELAY_MS = 3_000;
/** Pages watched at once for warnings. */
const PAGES_AT_ONCE = 6;

/** Warnings one page logged from its load until Chrome's unused-preload warning would have come. */
async function warningsOn(context: BrowserContext, sitePath: string): Promise<string[]> {
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text().split('\n')[0] ?? '');
  });
  try {
    await page.goto(sitePath, { waitUntil: 'load' });
    // Chrome's "preloaded but not used within a few seconds" warning comes ~3 s after load: the
    // one thing here that has no event to wait for.
    await page.waitForTimeout(UNUSED_PRELOAD_WARNING_DELAY_MS + 1_000);
  } finally {
    await page.close();
  }
  return warnings;
}

test('one page of each kind logs no console warning', async ({ context }) => {
  test.setTimeout(3 * 60_000);
  const categories = siteSettings().categories;
  const category = categories.find((c) => c.subcategories.length > 0) ?? categories[0];
  if (!category) throw new Error('the settings declare no category');
  const subcategory = category.subcategories[0];
  const course = publishedCourses()[0];
  const post = postsNewestFirst()[0];
  const product = publishedProducts()[0];
  if (!course || !post || !product) throw new Error('a course, a post and a product must be published');
  const paths = [
    '/',
    '/sobre',
    '/formacoes',
    `/formacoes/${course.id}`,
    '/loja',
    `/loja/${category.slug}`,
    ...(subcategory ? [`/loja/${category.slug}/${subcategory.slug}`] : []),
    `/loja/produto/${product.id}`,
    '/carrinho',
    '/checkout',
    '/testemunhos',
    '/blog',
    `/blog/${post.slug}`,
    '/contactos',
    '/politica-privacidade',
    '/termos-condicoes',
    '/404.html',
    '/pagina-que-nao-existe',
  ];
  // A few pages at a time, each in a tab of its own, so that the waits overlap.
  const warned = new Map<string, string[]>();
  for (let start = 0; start < paths.length; start += PAGES_AT_ONCE) {
    const batch = paths.slice(start, start + PAGES_AT_ONCE);
    const results = await Promise.all(batch.map((sitePath) => warningsOn(context, sitePath)));
    results.forEach((warnings, index) => {
      if (warnings.length > 0) warned.set(batch[index] ?? '', warnings);
    });
  }
  expect(warned.size, `Console warnings on ${warned.size} page(s):\n  ${reportProblems(warned)}`).toBe(0);
});

/**
 * Elements under #root whose id React renders (useId values included) and that React has taken
 * over, with the id in the DOM (the server's) next to the one the browser's render holds. They
 * differ when the browser's tree is shaped differently above them (useId counts positions).
 */
const ID_PROBE = () => {
  const pairs: { dom: string; react: string }[] = [];
  for (const element of document.querySelectorAll('#root [id]')) {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    if (key === undefined) continue;
    const props = (element as unknown as Record<string, { id?: unknown }>)[key];
    if (typeof props?.id === 'string') pairs.push({ dom: element.id, react: props.id });
  }
  return pairs;
};

test('ids made by useId on a hydrated page are the prerendered ones, so a lookup by id finds its element', async ({
  page,
}) => {
  for (const sitePath of ['/contactos', `/formacoes/${publishedCourses()[0]?.id ?? ''}`]) {
    await page.goto(sitePath, { waitUntil: 'load' });
    await waitForHydration(page);
    // A tap hydrates the form's part of the page (it may still be waiting for its turn).
    await page.locator('main input').first().click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main input')].some((input) =>
        Object.keys(input).some((name) => name.startsWith('__reactProps$')),
      ),
    );
    const pairs = await page.evaluate(ID_PROBE);
    expect(pairs.length, `${sitePath}: React renders at least 3 ids`).toBeGreaterThanOrEqual(3);
    const different = pairs.filter((pair) => pair.dom !== pair.react);
    expect(different, `${sitePath}: ids differ between the prerender and the browser`).toEqual([]);
  }
});
