// A big catalogue for measuring the build and the pages at scale: N products and P posts made
// from the sample's own files (same categories, texts and pictures; each with its own id and
// name), written into a given content folder. Never point it at the project's content/: build
// in a temporary copy (scripts/bench/temp-project.ts).
//
// CLI: tsx scripts/bench/catalogue.ts <content-folder> [products=5000] [posts=300]
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export type CatalogueSize = { products: number; posts: number };

export const BIG_CATALOGUE: CatalogueSize = { products: 5_000, posts: 300 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The sample's Markdown files of one collection, sorted by name, as text. */
async function sampleFiles(collection: 'products' | 'blog'): Promise<string[]> {
  const dir = path.join(root, 'content', collection);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
}

/** Replaces the value of a top-level front matter field (`key: value` on a line of its own). */
function withField(text: string, key: string, value: string): string {
  const pattern = new RegExp(`^${key}: .*$`, 'm');
  if (!pattern.test(text)) throw new Error(`a sample file has no '${key}:' line`);
  return text.replace(pattern, `${key}: ${value}`);
}

/** The text of a top-level front matter field, unquoted. */
const frontValue = (text: string, key: string): string =>
  String(parseYaml(new RegExp(`^${key}: (.*)$`, 'm').exec(text)?.[1] ?? "''"));

/** The id of the first generated product; the `i`-th has this plus `i`. */
export const FIRST_PRODUCT_ID = 1_800_000_000_000;

/** The file name of the `i`-th generated product (0-based). */
export const productFileName = (i: number): string => `produto-${String(i + 1).padStart(5, '0')}.md`;

/** The name of the `i`-th generated product made from a sample product named `sampleName`. */
export const generatedName = (sampleName: string, i: number): string => `${sampleName} N.º ${i + 1}`;

/**
 * The id of a generated copy of the sample product named `sampleName` among `products` (a
 * generated catalogue's), other than `except`: the page to set against that sample product's.
 */
export function generatedCopyId(
  products: readonly { id: number; name: string }[],
  sampleName: string,
  except: number,
): number {
  const copy = products.find(
    (p) =>
      p.id !== except &&
      p.name.startsWith(`${sampleName} N.º `) &&
      /^\d+$/.test(p.name.slice(sampleName.length + 5)),
  );
  if (!copy) throw new Error(`no generated copy of the sample product '${sampleName}'`);
  return copy.id;
}

/** The `i`-th generated product file (0-based): a sample product with a new id and name. */
export function productFile(samples: readonly string[], i: number): { name: string; text: string } {
  const sample = samples[i % samples.length];
  if (sample === undefined) throw new Error('no sample products');
  const name = generatedName(frontValue(sample, 'name'), i);
  let text = withField(sample, 'id', String(FIRST_PRODUCT_ID + i));
  text = withField(text, 'name', JSON.stringify(name));
  return { name: productFileName(i), text };
}

/** The `i`-th generated post (0-based): a sample post with a new id, title and date (one a day back). */
export function postFile(samples: readonly string[], i: number): { name: string; text: string } {
  const sample = samples[i % samples.length];
  if (sample === undefined) throw new Error('no sample posts');
  const date = new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);
  let text = withField(sample, 'id', String(100_000 + i));
  text = withField(text, 'title', JSON.stringify(`${frontValue(sample, 'title')} (${i + 1})`));
  text = withField(text, 'date', date);
  return { name: `artigo-${String(i + 1).padStart(4, '0')}.md`, text };
}

/**
 * Replaces content/products and content/blog of `contentDir` with `size` generated items; the
 * other folders (courses, pages, settings) are left as they are.
 */
export async function writeCatalogue(contentDir: string, size: CatalogueSize = BIG_CATALOGUE): Promise<void> {
  if (path.resolve(contentDir) === path.join(root, 'content')) {
    throw new Error("refusing to write a generated catalogue into the project's own content/");
  }
  const [products, posts] = await Promise.all([sampleFiles('products'), sampleFiles('blog')]);
  const write = async (collection: string, files: { name: string; text: string }[]) => {
    const dir = path.join(contentDir, collection);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await Promise.all(files.map((file) => writeFile(path.join(dir, file.name), file.text)));
  };
  await write(
    'products',
    Array.from({ length: size.products }, (_, i) => productFile(products, i)),
  );
  await write(
    'blog',
    Array.from({ length: size.posts }, (_, i) => postFile(posts, i)),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [dir, products, posts] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: tsx scripts/bench/catalogue.ts <content-folder> [products=5000] [posts=300]');
    process.exit(2);
  }
  const size = {
    products: products ? Number(products) : BIG_CATALOGUE.products,
    posts: posts ? Number(posts) : BIG_CATALOGUE.posts,
  };
  await writeCatalogue(dir, size);
  console.log(`Wrote ${size.products} products and ${size.posts} posts into ${dir}.`);
}
