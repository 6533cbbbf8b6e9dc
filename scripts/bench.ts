// npm run bench [-- section ...]: the budgets of the speed work, each next to its figure, measured
// from the outside (the built dist/ served like the host serves it, a real browser) and read as
// ratios against baselines measured in the same run (a blank page, the sample catalogue).
// Sections: build, lighthouse, interactions, javascript, transfer, pictures (default: all).
// The sample catalogue (the working tree's content/) and a generated one of 5,000 products and
// 300 posts are copied into a temporary folder and built there with `npm run build`; content/
// and dist/ of the working tree are never written. BENCH_WORKDIR=<folder> keeps the copies there
// and lets a later run of sections other than `build` reuse them. See docs/bench.md.
import { readFile, rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './bench/browser.ts';
import { buildSection } from './bench/build.ts';
import { generatedCopyId } from './bench/catalogue.ts';
import { FIRST_GENERATED_ID } from './bench/generate.ts';
import { tapSection, typingSection } from './bench/interactions.ts';
import { lighthouseSection, writeBlankPage } from './bench/lighthouse.ts';
import {
  buildProject,
  existingProject,
  prepareProject,
  serve,
  workFolder,
  type CatalogueName,
  type Project,
} from './bench/project.ts';
import { printTable, type Figure } from './bench/report.ts';
import {
  blogSizeSection,
  firstLoadSection,
  pageKinds,
  photoSection,
  transferSection,
  unusedCodeSection,
} from './bench/transfer.ts';
import { exitWhenWritten } from './io/terminal.ts';

const SECTIONS = ['build', 'lighthouse', 'interactions', 'javascript', 'transfer', 'pictures'] as const;
type Section = (typeof SECTIONS)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SECTIONS.includes(name as Section));
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const sections = new Set<Section>(asked.length > 0 ? (asked as Section[]) : SECTIONS);
const needsLarge = ['build', 'interactions', 'transfer', 'pictures'].some((s) => sections.has(s as Section));

// Ports: the sample's site and its static server, the large one's, Lighthouse's Chrome.
const PORTS = { sample: 4205, sampleInner: 4505, large: 4506, largeInner: 4507, chrome: 4508 };

const started = performance.now();
const work = await workFolder();
const figures: Figure[] = [];
let failed = false;
const closers: (() => Promise<void>)[] = [];
let browser: Browser | undefined;

async function section(name: Section, run: () => Promise<Figure[]>) {
  if (!sections.has(name)) return;
  console.log(`\n== ${name}`);
  const t0 = performance.now();
  try {
    figures.push(...(await run()));
  } catch (error) {
    failed = true;
    console.error(`  ${name} could not be measured:`, error);
    figures.push({ section: name, name: 'not measured (error above)', value: '—', budget: '' });
  }
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}

/** The published products of a built copy. */
async function publishedProducts(dist: string) {
  return JSON.parse(await readFile(path.join(dist, 'products.json'), 'utf8')) as {
    id: number;
    name: string;
    stock: number;
  }[];
}

async function built(name: CatalogueName): Promise<Project> {
  const existing = existingProject(work.dir, name);
  if (existing) {
    console.log(`  reusing the ${name} build in ${existing.dir}`);
    return existing;
  }
  console.log(`  building the ${name} catalogue in ${path.join(work.dir, name)}…`);
  const project = await prepareProject(root, work.dir, name);
  await buildProject(project, 'cold');
  return project;
}

try {
  console.log(`npm run bench ${[...sections].join(' ')} (copies in ${work.dir})`);
  console.log(
    `load average of the machine at the start: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${cpus().length} cores)`,
  );
  let sample: Project | undefined;
  let large: Project | undefined;
  await section('build', async () => {
    const result = await buildSection(root, work.dir);
    sample = result.sample;
    large = result.large;
    return result.figures;
  });
  sample ??= await built('sample');
  if (needsLarge) large ??= await built('large');
  const sampleProject: Project = sample;
  await writeBlankPage(sampleProject.dist);
  const sampleSite = await serve(sample, PORTS.sample, PORTS.sampleInner);
  closers.push(sampleSite.close);
  const largeSite = large ? await serve(large, PORTS.large, PORTS.largeInner) : undefined;
  if (largeSite) closers.push(largeSite.close);

  // A product in stock and a post, from the published collections of the sample.
  const products = await publishedProducts(sample.dist);
  const posts = JSON.parse(await readFile(path.join(sample.dist, 'blog.json'), 'utf8')) as { slug: string }[];
  const product = products.find((p) => p.stock > 0);
  if (!product || !posts[0]) throw new Error('the sample has no product in stock or no post');
  const productPath = `/loja/produto/${product.id}`;
  const postPath = `/blog/${posts[0].slug}`;

  await section('lighthouse', () =>
    lighthouseSection(
      sampleSite.origin,
      [
        { label: 'home', path: '/' },
        { label: 'shop', path: '/loja' },
        { label: 'product', path: productPath },
        { label: 'blog post', path: postPath },
      ],
      3,
      PORTS.chrome,
    ),
  );
  browser = await launchBrowser();
  const open = browser;
  await section('interactions', async () => [
    ...(await tapSection(open, sampleSite.origin, productPath)),
    ...(largeSite ? await typingSection(open, largeSite.origin) : []),
  ]);
  await section('javascript', async () => [
    ...(await firstLoadSection(open, sampleSite.origin, sampleProject.dist)),
    ...(await unusedCodeSection(open, sampleSite.origin, await pageKinds(sampleProject.dist))),
  ]);
  await section('transfer', async () =>
    large && largeSite
      ? [
          ...(await transferSection(open, sampleSite.origin, largeSite.origin, [
            {
              label: 'a product page',
              samplePath: productPath,
              largePath: `/loja/produto/${generatedCopyId(await publishedProducts(large.dist), product.name, FIRST_GENERATED_ID)}`,
            },
            { label: '/loja', samplePath: '/loja', largePath: '/loja' },
          ])),
          ...(await blogSizeSection(sampleProject.dist, large.dist)),
        ]
      : [],
  );
  await section('pictures', async () =>
    large && largeSite ? photoSection(open, largeSite.origin, `/loja/produto/${FIRST_GENERATED_ID}`) : [],
  );
} catch (error) {
  failed = true;
  console.error('\nThe bench could not run:', error);
} finally {
  await browser?.close();
  for (const close of closers) await close();
  if (!work.keep) await rm(work.dir, { recursive: true, force: true });
}

printTable(figures);
console.log(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}.`,
);
console.log(`Bench took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
await exitWhenWritten(failed ? 1 : 0);
