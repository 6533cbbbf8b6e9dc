// What the pages download, measured in a browser (phone viewport, cold cache) against the
// served dist/ (answers gzipped as the host does):
//   - bytes a page transfers "before it responds to a tap": every request from navigation until
//     the load event and then no request in flight for 1 s (by then the page has hydrated on
//     this machine's unthrottled CPU), large catalogue ÷ sample;
//   - first-load JavaScript: the scripts requested before the load event;
//   - code a page loads but does not use: V8's block coverage of every script requested before
//     the load event, read when the page is idle after load with no input (what ran to paint and
//     hydrate the page); a script that has run less than a quarter of its bytes is code the page
//     did not need to load then (a dialog, a popup, a parser for HTML it already has); and any
//     Markdown parser (marked) in those scripts;
//   - the /blog HTML with 300 posts against the sample's;
//   - the bytes of a 4 MB phone photo as a 390 px DPR-3 phone gets it from the page's srcset.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { networkIdle, phonePage, recordTransfers, type Transfer } from './browser.ts';
import { HYDRATED_MARK } from '../../src/lib/page-loading/app-loader.ts';
import { BLOG_PAGE_SIZE } from '../../src/lib/blog.ts';
import { PHOTO_PATH } from './generate.ts';
import { kb, ratio, type Figure } from './report.ts';
import { describeChunk, readChunkModules } from './bundle-report.ts';

/**
 * The URLs the page requested until it had hydrated (its HYDRATED_MARK), from its Resource Timing
 * entries: its first load. The scripts come after the first paint, often after the load event,
 * so the load event does not separate them from what loads later.
 */
async function requestedUntilHydrated(page: Page): Promise<Set<string>> {
  const found = await page.evaluate(
    `(() => {
      const mark = performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)})[0];
      if (!mark) return null;
      return performance.getEntriesByType('resource').filter((e) => e.startTime <= mark.startTime).map((e) => e.name);
    })()`,
  );
  if (!Array.isArray(found)) throw new Error(`${page.url()} never hydrated (no '${HYDRATED_MARK}' mark)`);
  return new Set(found.map(String));
}

/**
 * Loads `url` on a phone with a cold cache until the network has been idle for 1 s: every
 * transfer, and those of the first load (until the page had hydrated). `before` runs before the
 * navigation, `inspect` once the page is idle.
 */
async function pageTransfers(
  browser: Browser,
  url: string,
  inspect?: (page: Page) => Promise<void>,
  before?: (page: Page) => Promise<void>,
): Promise<{ all: Transfer[]; firstLoad: Transfer[] }> {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const transfers = recordTransfers(cdp);
    await before?.(page);
    await page.goto(url, { waitUntil: 'load' });
    await networkIdle(transfers.inFlight);
    await inspect?.(page);
    const all = transfers.done();
    const early = await requestedUntilHydrated(page);
    return { all, firstLoad: all.filter((t) => early.has(t.url)) };
  } finally {
    await context.close();
  }
}

const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);

function byType(list: Transfer[]): string {
  const totals = new Map<string, number>();
  for (const t of list) totals.set(t.type, (totals.get(t.type) ?? 0) + t.bytes);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
}

/**
 * The same kind of page in both catalogues: `samplePath` on the sample, `largePath` on the 5,000
 * products (a generated product page is a copy of a sample product with another id and name).
 */
export async function transferSection(
  browser: Browser,
  sample: string,
  large: string,
  pages: { label: string; samplePath: string; largePath: string }[],
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { label, samplePath, largePath } of pages) {
    const small = (await pageTransfers(browser, `${sample}${samplePath}`)).all;
    const big = (await pageTransfers(browser, `${large}${largePath}`)).all;
    console.log(`  ${samplePath} sample: ${kb(sum(small))} (${small.length} requests: ${byType(small)})`);
    console.log(`  ${largePath} 5,000 products: ${kb(sum(big))} (${big.length} requests: ${byType(big)})`);
    figures.push({
      section: 'transfer',
      name: `${label} (${largePath}): bytes until load + 1 s network idle, 5,000 products`,
      value: kb(sum(big)),
      budget: `(sample: ${kb(sum(small))})`,
    });
    figures.push({
      section: 'transfer',
      name: `${label}: 5,000 products ÷ sample`,
      value: ratio(sum(big) / sum(small)),
      budget: '≤ 1.10×',
      pass: sum(big) / sum(small) <= 1.1,
    });
  }
  return figures;
}

/**
 * /blog with 300 posts against the sample's (8 posts): its HTML, and how many post cards it lists.
 * The sample's whole blog fits on one page, so the byte ratio alone would compare 10 cards and a
 * page list with 8 cards: the budget is that the page lists one page of posts (BLOG_PAGE_SIZE)
 * and links to the others, whatever the number of posts.
 */
export async function blogSizeSection(sampleDist: string, largeDist: string): Promise<Figure[]> {
  const size = async (dist: string) => {
    const html = await readFile(path.join(dist, 'blog.html'));
    const text = html.toString('utf8');
    return {
      raw: html.length,
      gzip: gzipSync(html).length,
      cards: text.match(/<article class="blog-card/g)?.length ?? 0,
      paged: text.includes('class="pagination"'),
    };
  };
  const small = await size(sampleDist);
  const big = await size(largeDist);
  return [
    {
      section: 'transfer',
      name: '/blog HTML with 300 posts (raw; gzip in brackets)',
      value: `${kb(big.raw)} (${kb(big.gzip)})`,
      budget: `(sample: ${kb(small.raw)} (${kb(small.gzip)}))`,
    },
    {
      section: 'transfer',
      name: '/blog HTML, 300 posts ÷ sample (raw bytes)',
      value: ratio(big.raw / small.raw),
      budget: `(${big.cards} cards against ${small.cards})`,
    },
    {
      section: 'transfer',
      name: '/blog with 300 posts: post cards in its HTML, and a list of pages',
      value: `${big.cards}${big.paged ? ', paged' : ', not paged'}`,
      budget: `≤ ${BLOG_PAGE_SIZE}, paged`,
      pass: big.cards > 0 && big.cards <= BLOG_PAGE_SIZE && big.paged,
    },
  ];
}

/**
 * The HTML of / (gzip -9); then its first-load JavaScript: the scripts the browser requested until
 * the page had hydrated, each file's gzip -9 size; then every script of the first visit (until the
 * load event and 1 s of network idleness). Prints what each first-load chunk holds
 * (scripts/bench/bundle-report.ts).
 */
export async function firstLoadSection(browser: Browser, origin: string, dist: string): Promise<Figure[]> {
  const { all, firstLoad } = await pageTransfers(browser, `${origin}/`);
  const js = firstLoad.filter((t) => t.type === 'Script');
  const later = all.filter((t) => t.type === 'Script' && !js.includes(t));
  const fileOf = (t: Transfer) => decodeURIComponent(new URL(t.url).pathname);
  const gzipSize = async (t: Transfer) =>
    gzipSync(await readFile(path.join(dist, fileOf(t))), { level: 9 }).length;
  const gzipped = async (list: Transfer[]) => {
    let total = 0;
    for (const t of list) total += await gzipSize(t);
    return total;
  };
  const names = (list: Transfer[]) => list.map((t) => path.basename(fileOf(t))).join(', ') || 'none';
  const chunks = await readChunkModules(dist);
  console.log('  / scripts until hydrated, and what each holds (gzip -9):');
  for (const t of js) {
    const file = path.basename(fileOf(t));
    console.log(`    ${describeChunk(file, await gzipSize(t), chunks.get(file))}`);
  }
  console.log(`  / scripts after: ${names(later)}`);
  const first = await gzipped(js);
  const afterwards = await gzipped(later);
  // The home's own HTML, where most visitors land: it comes before anything else on a slow link.
  const html = gzipSync(await readFile(path.join(dist, 'index.html')), { level: 9 }).length;
  return [
    {
      section: 'javascript',
      name: 'HTML of / (dist/index.html, gzip -9)',
      value: `${kb(html)} (${html.toLocaleString('en')} B)`,
      budget: '≤ 10 KB',
      pass: html <= 10 * 1024,
    },
    {
      section: 'javascript',
      name: `first-load JS of / (scripts requested until it had hydrated, gzip -9; ${js.length} files)`,
      value: kb(first),
      budget: '≤ 90 KB',
      pass: first <= 90 * 1024,
    },
    {
      section: 'javascript',
      name: `JS of / after hydration, until the load event and 1 s network idle (gzip -9; ${later.length} files)`,
      value: kb(afterwards),
      budget: '(report)',
    },
    {
      section: 'javascript',
      name: `every script of a first visit to / (gzip -9; ${js.length + later.length} files)`,
      value: kb(first + afterwards),
      budget: '≤ 100 KB',
      pass: first + afterwards <= 100 * 1024,
    },
  ];
}

/** The first path of each kind: a top-level page is its own kind; deeper ones group by their first part (products apart). */
export function onePerKind(paths: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const p of paths) {
    const parts = p.split('/').filter(Boolean);
    const kind =
      parts.length <= 1
        ? p
        : parts[1] === 'produto'
          ? `/${parts[0]}/produto/*`
          : `/${parts[0]}/${parts
              .slice(1)
              .map(() => '*')
              .join('/')}`;
    if (!kinds.has(kind)) kinds.set(kind, p);
  }
  return [...kinds.values()];
}

/** One page of each kind, from the sitemap (plus the cart and checkout pages). */
export async function pageKinds(dist: string): Promise<string[]> {
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  for (const extra of ['carrinho', 'checkout']) {
    if (existsSync(path.join(dist, `${extra}.html`))) paths.push(`/${extra}`);
  }
  return onePerKind(paths);
}

const MARKED_SIGNATURE = 'marked(): input parameter is undefined or null';

type FunctionCoverage = { ranges: { startOffset: number; endOffset: number; count: number }[] };

/**
 * Whether a script was of use by the time it is measured: some function of it was called besides
 * its own top level (whose run only defines things), or it defines no function at all (only
 * values, which coverage cannot see being read). A script of functions none of which was called
 * was loaded for nothing.
 */
export function anyFunctionRan(functions: readonly FunctionCoverage[], sourceLength: number): boolean {
  const own = functions.filter((fn) => {
    const whole = fn.ranges[0];
    return whole !== undefined && !(whole.startOffset === 0 && whole.endOffset >= sourceLength);
  });
  return own.length === 0 || own.some((fn) => (fn.ranges[0]?.count ?? 0) > 0);
}

/** The share of a script's characters that ran (V8 block coverage), for the log. */
function ranShare(functions: readonly FunctionCoverage[], sourceLength: number): number {
  const used = new Uint8Array(sourceLength);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  for (const range of ranges) used.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return used.reduce((total, bit) => total + bit, 0) / Math.max(1, sourceLength);
}

export async function unusedCodeSection(
  browser: Browser,
  origin: string,
  pages: string[],
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const pagePath of pages) {
    let coverage: Awaited<ReturnType<Page['coverage']['stopJSCoverage']>> = [];
    const { firstLoad } = await pageTransfers(
      browser,
      `${origin}${pagePath}`,
      async (page) => {
        coverage = await page.coverage.stopJSCoverage();
      },
      (page) => page.coverage.startJSCoverage({ resetOnNavigation: false }),
    );
    const early = new Set(firstLoad.filter((t) => t.type === 'Script').map((t) => t.url));
    const unused: string[] = [];
    let markdown = false;
    for (const entry of coverage) {
      if (!early.has(entry.url) || !entry.source) continue;
      if (!anyFunctionRan(entry.functions, entry.source.length)) {
        const share = ranShare(entry.functions, entry.source.length);
        unused.push(
          `${path.basename(new URL(entry.url).pathname)} (no function called; ${(share * 100).toFixed(0)}% of it ran)`,
        );
      }
      if (entry.source.includes(MARKED_SIGNATURE)) markdown = true;
    }
    const problems = [...unused, ...(markdown ? ['a Markdown parser (marked)'] : [])];
    console.log(
      `  ${pagePath}: ${early.size} scripts until hydrated${problems.length ? `; not needed: ${problems.join(', ')}` : ''}`,
    );
    figures.push({
      section: 'javascript',
      name: `${pagePath}: scripts until hydrated of which nothing was called by idle, or a Markdown parser`,
      value: `${unused.length} of ${early.size}${markdown ? ' + marked' : ''}`,
      budget: 'none',
      pass: problems.length === 0,
    });
  }
  return figures;
}

interface ShownImage {
  currentSrc: string;
  src: string;
  responsive: boolean;
  area: number;
}

/** Every image of the page: what it shows, whether it has a srcset (its own or its <picture>'s), its area on screen. */
const IMAGES_SCRIPT = `[...document.images].map((img) => {
  const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
  const sources = picture ? [...picture.querySelectorAll('source')].map((source) => source.srcset) : [];
  const rect = img.getBoundingClientRect();
  return {
    currentSrc: img.currentSrc,
    src: img.src + ' ' + img.srcset + ' ' + sources.join(' '),
    responsive: Boolean(img.srcset) || sources.some(Boolean),
    area: rect.width * rect.height,
  };
})`;

/**
 * The photo's bytes on its product page: the page's image that names the photo (in its src or
 * srcset), else the largest image on screen, and the request of the variant the browser chose
 * (its currentSrc). Not measurable when that image has no srcset (no responsive variants).
 */
export async function photoSection(browser: Browser, origin: string, productPath: string): Promise<Figure[]> {
  const name = `4 MB phone photo on its product page, 390 px DPR-3 phone (${productPath})`;
  const stem = path.basename(PHOTO_PATH, path.extname(PHOTO_PATH));
  let images: ShownImage[] = [];
  const { all } = await pageTransfers(browser, `${origin}${productPath}`, async (page) => {
    images = (await page.evaluate(IMAGES_SCRIPT)) as ShownImage[];
  });
  const photo =
    images.find((image) => image.src.includes(stem)) ?? [...images].sort((a, b) => b.area - a.area)[0];
  if (!photo?.responsive) {
    const original = all.find((t) => t.url === photo?.currentSrc);
    console.log(
      `  photo: no srcset; the page downloads ${photo?.currentSrc ?? 'no picture'} (${kb(original?.bytes ?? 0)})`,
    );
    return [
      {
        section: 'pictures',
        name,
        value: 'not measurable: no responsive variants in dist/',
        budget: '≤ 150 KB',
      },
    ];
  }
  const request = all.find((t) => t.url === photo.currentSrc);
  if (!request) {
    return [
      {
        section: 'pictures',
        name,
        value: `not measurable: no request for ${photo.currentSrc}`,
        budget: '≤ 150 KB',
      },
    ];
  }
  console.log(`  photo: the browser chose ${new URL(request.url).pathname}, ${kb(request.bytes)}`);
  return [
    {
      section: 'pictures',
      name: `${name}: ${path.basename(new URL(request.url).pathname)}`,
      value: kb(request.bytes),
      budget: '≤ 150 KB',
      pass: request.bytes <= 150 * 1024,
    },
  ];
}
