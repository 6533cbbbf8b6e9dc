// Lighthouse mobile (its default: Moto G Power emulation, simulated slow-4G throttling and 4× CPU),
// medians of 3 runs per page, run round-robin so that the machine's noise spreads over every page.
// The floor is a blank HTML page served by the same server in the same run: LCP is read as a
// ratio to it, so a slower or busier machine moves both.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { loadLighthouse } from './lighthouse-loader.ts';
import { median, ms, ratio, type Figure } from './report.ts';

export const BLANK_PAGE = '/bench-blank-page.html';

/** A page with one paragraph and what the SEO and best-practices audits ask of any page. */
export async function writeBlankPage(dist: string): Promise<void> {
  await writeFile(
    path.join(dist, BLANK_PAGE.slice(1)),
    '<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Página em branco</title><meta name="description" content="Página em branco do banco de ensaios.">' +
      '<link rel="icon" href="/favicon.svg"></head><body><p>Página em branco.</p></body></html>\n',
  );
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What is cleared before each run: Lighthouse's own list, and the site's storage. */
const FIRST_VISIT_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export async function lighthouseSection(
  origin: string,
  pages: { label: string; path: string }[],
  runs = 3,
  debuggingPort = 4508,
): Promise<Figure[]> {
  const all = [{ label: 'blank page', path: BLANK_PAGE }, ...pages];
  const results = new Map<string, Run[]>(all.map((page) => [page.label, []]));
  // Installed into scripts/bench/lighthouse/ on the first run, not by the project's npm ci.
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    port: debuggingPort,
  });
  try {
    for (let round = 0; round < runs; round++) {
      for (const page of all) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Every run a first visit: Lighthouse clears the cache, but since version 12 it keeps the
          // origin's local storage and IndexedDB, where an earlier run of any page would leave
          // what a returning visitor has (the headings' font flag, docs/decisions/030).
          clearStorageTypes: [...FIRST_VISIT_CLEARS],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? 0]),
        ) as Run['scores'];
        const run: Run = {
          scores,
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        };
        results.get(page.label)?.push(run);
        const failing = CATEGORIES.filter((id) => scores[id] < 1).map((id) =>
          Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                lhr.categories[id]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => a.id)
            .join(','),
        );
        console.log(
          `  lighthouse ${round + 1}/${runs} ${page.path}: perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}, FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(3)}${failing.some(Boolean) ? ` (below 1: ${failing.filter(Boolean).join(' | ')})` : ''}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  const figures: Figure[] = [];
  const blankLcp = median((results.get('blank page') ?? []).map((r) => r.lcp));
  for (const page of all) {
    const list = results.get(page.label) ?? [];
    const name = `${page.label} (${page.path})`;
    // The blank page is the floor the pages are read against: its rows show the machine's noise, without a verdict.
    const floor = page.path === BLANK_PAGE;
    for (const id of CATEGORIES) {
      const score = median(list.map((r) => r.scores[id]));
      figures.push({
        section: 'lighthouse',
        name: `${name} ${id}`,
        value: score.toFixed(2),
        budget: '1.00',
        pass: floor ? undefined : score >= 1,
      });
    }
    // The first paint: reported, without a budget (what a page's own CSS inline changes, decision 037).
    figures.push({
      section: 'lighthouse',
      name: `${name} FCP`,
      value: ms(median(list.map((r) => r.fcp))),
      budget: '(report)',
    });
    const lcp = median(list.map((r) => r.lcp));
    figures.push({
      section: 'lighthouse',
      name: `${name} LCP`,
      value: ms(lcp),
      budget: '(floor: blank page)',
    });
    if (page.path !== BLANK_PAGE) {
      figures.push({
        section: 'lighthouse',
        name: `${name} LCP ÷ blank page`,
        value: ratio(lcp / blankLcp),
        budget: '≤ 1.50×',
        pass: lcp / blankLcp <= 1.5,
      });
    }
    const tbt = median(list.map((r) => r.tbt));
    figures.push({
      section: 'lighthouse',
      name: `${name} TBT`,
      value: ms(tbt),
      budget: '≤ 50 ms',
      pass: floor ? undefined : tbt <= 50,
    });
    const cls = median(list.map((r) => r.cls));
    figures.push({
      section: 'lighthouse',
      name: `${name} CLS`,
      value: cls === 0 ? '0' : cls.toPrecision(2),
      budget: '0',
      pass: floor ? undefined : cls === 0,
    });
  }
  return figures;
}
