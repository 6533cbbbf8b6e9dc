// npm run bench: speed figures as ratios against a baseline measured in the same run.
// 1. Content build of 10,000 generated products vs plain front-matter parsing of the same files.
// 2. Shop search-and-paginate over 5,000 products, per keystroke, vs a naive filter.
// 3. First-load JavaScript of / in KB gzip, from the built dist/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import matter from 'gray-matter';
import { compileContent } from './content/compile.ts';
import { paginate } from '../src/lib/pagination.ts';
import { searchProducts } from '../src/lib/search.ts';
import type { Product } from '../src/lib/schema.ts';
import { paths } from '../src/lib/paths.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function time(fn: () => unknown | Promise<unknown>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const WORDS = [
  'Gel',
  'Builder',
  'Rosa',
  'Nude',
  'Verniz',
  'Top',
  'Coat',
  'Base',
  'Lima',
  'Glitter',
  'Cat',
  'Eye',
  'Summer',
  'Red',
];
const CATEGORIES = [
  ['unhas', 'geis-construcao'],
  ['cores', 'gel-polish'],
  ['nail-art', 'stamping'],
  ['maquinas', 'acessorios'],
  ['pedicure', 'acessorios'],
] as const;

function generatedProduct(i: number): { name: string; text: string } {
  const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
  const [category, subcategory] = CATEGORIES[i % CATEGORIES.length] ?? CATEGORIES[0];
  const text = [
    '---',
    `id: ${1_700_000_000_000 + i}`,
    `name: ${name}`,
    `price: ${(5 + (i % 200) + 0.5).toFixed(2)}`,
    ...(i % 5 === 0 ? [`salePrice: ${(4 + (i % 200)).toFixed(2)}`] : []),
    `stock: ${i % 40}`,
    `category: ${category}`,
    `subcategory: ${subcategory}`,
    `featured: ${i % 11 === 0}`,
    `isNew: ${i % 13 === 0}`,
    ...(i % 17 === 0 ? [`order: ${(i % 9) + 1}`] : []),
    'images:',
    `  - /images/products/p-${i}-1.svg`,
    `  - /images/products/p-${i}-2.svg`,
    '---',
    '',
    `**${name}** de qualidade profissional, com acabamento *brilhante* e longa duração.`,
    '',
    'Aplicar em camadas finas e polimerizar na lâmpada LED/UV.',
    '',
  ].join('\n');
  return { name, text };
}

async function benchContentBuild() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-content-'));
  try {
    await cp(path.join(root, 'content', 'settings'), path.join(dir, 'content', 'settings'), {
      recursive: true,
    });
    const productsDir = path.join(dir, 'content', 'products');
    await mkdir(productsDir, { recursive: true });
    await Promise.all(
      Array.from({ length: 10_000 }, (_, i) =>
        writeFile(path.join(productsDir, `p-${i}.md`), generatedProduct(i).text),
      ),
    );
    const baseline = async () => {
      const names = (await readdir(productsDir)).sort();
      const texts = await Promise.all(names.map((name) => readFile(path.join(productsDir, name), 'utf8')));
      return texts.map((text) => matter(text, {}).data);
    };
    const build = async () => {
      const result = await compileContent(dir, 1);
      if (!result.ok)
        throw new Error(`generated content is invalid: ${JSON.stringify(result.problems.slice(0, 3))}`);
      return JSON.stringify(result.content.products);
    };
    await baseline();
    await build();
    const baselineMs = await time(baseline, 5);
    const buildMs = await time(build, 5);
    return { baselineMs, buildMs, ratio: buildMs / baselineMs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function benchSearch() {
  const products: Product[] = Array.from({ length: 5_000 }, (_, i) => {
    const { name } = generatedProduct(i);
    const [category, subcategory] = CATEGORIES[i % CATEGORIES.length] ?? CATEGORIES[0];
    return {
      id: i + 1,
      slug: `p-${i}`,
      name,
      description: `${name} de qualidade profissional, com acabamento brilhante e longa duração. Aplicar em camadas finas.`,
      images: [`/images/products/p-${i}-1.svg`],
      price: 10,
      stock: 5,
      category,
      subcategory,
      featured: false,
      isNew: false,
    };
  });
  const typed = 'gel builder rosa';
  const keystrokes = Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1));
  const naive = () => {
    for (const query of keystrokes) {
      const q = query.trim().toLowerCase();
      const found = products.filter(
        (p) => p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q),
      );
      found.slice(0, 20);
    }
  };
  const shop = () => {
    for (const query of keystrokes) paginate(searchProducts(products, query), 1);
  };
  naive();
  shop();
  const naiveMs = (await time(naive, 15)) / keystrokes.length;
  const shopMs = (await time(shop, 15)) / keystrokes.length;
  return { naiveMs, shopMs, ratio: shopMs / naiveMs };
}

async function firstLoadJs(route: string) {
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('dist/ is missing: running npm run build first…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const html = await readFile(
    path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`),
    'utf8',
  );
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((src, index, all) => src && all.indexOf(src) === index);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const bytes = await readFile(path.join(dist, src));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  let cssGzip = 0;
  for (const href of css) cssGzip += gzipSync(await readFile(path.join(dist, href)), { level: 9 }).length;
  return { files: scripts.length, rawKb: raw / 1024, gzipKb: gzip / 1024, cssGzipKb: cssGzip / 1024 };
}

const content = await benchContentBuild();
console.log(
  `content build, 10,000 products: ${content.buildMs.toFixed(0)} ms vs plain front-matter parsing ${content.baselineMs.toFixed(0)} ms → ${content.ratio.toFixed(2)}× (aim ≤ 1.5×)`,
);
const search = await benchSearch();
console.log(
  `shop search + paginate, 5,000 products: ${search.shopMs.toFixed(2)} ms per keystroke vs naive filter ${search.naiveMs.toFixed(2)} ms → ${search.ratio.toFixed(2)}× (aim < 16 ms per keystroke)`,
);
for (const route of [
  '/',
  '/loja',
  paths.product.getHref(JSON.parse(await readFile(path.join(root, 'public', 'products.json'), 'utf8'))[0].id),
]) {
  const js = await firstLoadJs(route);
  console.log(
    `first-load JavaScript of ${route}: ${js.gzipKb.toFixed(1)} KB gzip (${js.rawKb.toFixed(1)} KB raw, ${js.files} files)${route === '/' ? ' (aim ≤ 100 KB)' : ''}; CSS ${js.cssGzipKb.toFixed(1)} KB gzip`,
  );
}
