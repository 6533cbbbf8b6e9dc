// scratch: node --import tsx lhone.mts <path> : one Lighthouse run on the bench sample copy, dumps main-thread details
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFile } from 'node:fs/promises';
import { existingProject, serve } from './scripts/bench/project.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/bench/chromium.ts';
const project = existingProject('/work/bench1/work', 'sample')!;
const site = await serve(project, 4215, 4515);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, port: 4518 });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`${site.origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r!.lhr;
  await writeFile(`/work/bench1/lh-${p.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  { const m = (a['metrics'].details as any).items[0]; console.log('  observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'DCL', m.observedDomContentLoaded, 'load', m.observedLoad); }
  console.log(p, 'perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
  for (const t of (a['long-tasks']?.details as any)?.items ?? []) console.log('  long task', Math.round(t.startTime), Math.round(t.duration), t.url);
  console.log('  LCP element', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet));
  for (const t of (a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'])?.details ? [] : []) console.log(t);
  for (const s of (a['layout-shifts']?.details as any)?.items ?? []) console.log('  shift', s.score, JSON.stringify(s.node?.snippet ?? s.node?.selector));
  for (const t of (a['bootup-time']?.details as any)?.items ?? []) console.log('  bootup', t.url, Math.round(t.total), Math.round(t.scripting));
}
chrome.kill(); await site.close();
