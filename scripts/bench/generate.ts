// The bench's large catalogue: 5,000 products and 300 posts made from the sample's own files
// (their front matter with a new id and name or title, the same few dozen pictures, ~1 KB
// Markdown bodies), written into a temporary copy of the project, never into content/.
// One product shows a 4 MB phone photo (a generated JPEG) so that the picture pipeline can be measured.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const LARGE_PRODUCTS = 5_000;
export const LARGE_POSTS = 300;
/** The generated photo, under public/images/products/ like an upload through the CMS. */
export const PHOTO_PATH = '/images/products/bench-phone-photo.jpg';
/** Id of the product whose first image is the photo (ids of generated products start here). */
export const FIRST_GENERATED_ID = 1_900_000_000_000;

const EDITIONS = ['Clássico', 'Pro', 'Studio', 'Edição Limitada', 'Mini', 'Plus', 'Salão', 'Essencial'];

interface SampleFile {
  frontMatter: string[];
  body: string;
}

async function readSamples(dir: string): Promise<SampleFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`bench: cannot read the front matter of ${name}`);
      return { frontMatter: (match[1] ?? '').split('\n'), body: match[2] ?? '' };
    }),
  );
}

/** The front matter lines with `key: value` replaced (top-level keys only). */
export function withFields(lines: string[], fields: Record<string, string>, drop: string[] = []): string[] {
  const out: string[] = [];
  let skipping = false;
  for (const line of lines) {
    const key = /^([A-Za-z]\w*):/.exec(line)?.[1];
    if (key) skipping = drop.includes(key) || key in fields;
    if (key && key in fields) out.push(`${key}: ${fields[key]}`);
    else if (!skipping) out.push(line);
  }
  for (const [key, value] of Object.entries(fields))
    if (!out.some((l) => l.startsWith(`${key}:`))) out.push(`${key}: ${value}`);
  return out;
}

const valueOf = (lines: string[], key: string) =>
  lines
    .find((line) => line.startsWith(`${key}:`))
    ?.slice(key.length + 1)
    .trim()
    .replace(/^['"]|['"]$/g, '') ?? '';

/** About 1 KB of Markdown: the sample body's first paragraphs. */
function shortBody(body: string): string {
  let out = '';
  for (const paragraph of body.split(/\n\n+/)) {
    if (out.length > 900) break;
    out += `${paragraph}\n\n`;
  }
  return out;
}

/**
 * A 12-megapixel JPEG of about 4 MB that compresses like a phone photo: a pink shape on a beige
 * table, texture at every scale (octaves of value noise, 3 to 243 px cells) so that a downscaled
 * variant keeps detail as a real photo does (about 90 KB as a 1170 px WebP, 160 KB as a JPEG), and
 * sensor noise that only the full size carries.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const octaves = [
    { cell: 3, amp: 22 },
    { cell: 9, amp: 26 },
    { cell: 27, amp: 30 },
    { cell: 81, amp: 36 },
    { cell: 243, amp: 44 },
  ].map(({ cell, amp }) => {
    const columns = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    return {
      cell,
      columns,
      grid: Float32Array.from({ length: columns * rows * 3 }, () => (random() - 0.5) * amp),
    };
  });
  const raw = Buffer.alloc(width * height * 3);
  const at = (grid: Float32Array, index: number) => grid[index] ?? 0;
  const base = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x - width * 0.5) / width;
      const dy = (y - height * 0.55) / height;
      const shape = Math.exp(-(dx * dx * 6 + dy * dy * 9));
      base[0] = 200 + 45 * shape;
      base[1] = 170 - 60 * shape;
      base[2] = 140 + 20 * shape;
      const noise = (random() - 0.5) * 20;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        let value = (base[k] ?? 0) + noise;
        for (const { cell, columns, grid } of octaves) {
          const fx = x / cell;
          const fy = y / cell;
          const x0 = Math.floor(fx);
          const y0 = Math.floor(fy);
          const tx = fx - x0;
          const ty = fy - y0;
          const top = (y0 * columns + x0) * 3 + k;
          const bottom = top + columns * 3;
          value +=
            (at(grid, top) * (1 - tx) + at(grid, top + 3) * tx) * (1 - ty) +
            (at(grid, bottom) * (1 - tx) + at(grid, bottom + 3) * tx) * ty;
        }
        raw[i + k] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Writes the large catalogue into `root` (a copy of the project): the sample's items stay. */
export async function writeLargeCatalogue(root: string): Promise<{ photoProductId: number }> {
  const products = await readSamples(path.join(root, 'content', 'products'));
  const writes: Promise<void>[] = [];
  for (let i = 0; i < LARGE_PRODUCTS - products.length; i++) {
    const sample = products[i % products.length];
    if (!sample) throw new Error('bench: the sample has no products');
    const id = FIRST_GENERATED_ID + i;
    const name = `${valueOf(sample.frontMatter, 'name')} ${EDITIONS[i % EDITIONS.length]} ${i + 1}`;
    const fields: Record<string, string> = { id: String(id), name: JSON.stringify(name) };
    let lines = withFields(sample.frontMatter, fields, ['order', 'featured']);
    lines.push('featured: false');
    if (i === 0) lines = [...withFields(lines, {}, ['images']), 'images:', `  - ${PHOTO_PATH}`];
    writes.push(
      writeFile(
        path.join(root, 'content', 'products', `bench-${i + 1}.md`),
        `---\n${lines.join('\n')}\n---\n${sample.body}`,
      ),
    );
  }
  const posts = await readSamples(path.join(root, 'content', 'blog'));
  const start = Date.UTC(2020, 0, 1);
  for (let i = 0; i < LARGE_POSTS - posts.length; i++) {
    const sample = posts[i % posts.length];
    if (!sample) throw new Error('bench: the sample has no posts');
    const title = `${valueOf(sample.frontMatter, 'title')} (parte ${i + 1})`;
    const date = new Date(start + i * 4 * 86_400_000).toISOString().slice(0, 10);
    const lines = withFields(sample.frontMatter, {
      id: String(10_000 + i),
      title: JSON.stringify(title),
      date,
    });
    writes.push(
      writeFile(
        path.join(root, 'content', 'blog', `bench-${i + 1}.md`),
        `---\n${lines.join('\n')}\n---\n\n${shortBody(sample.body)}`,
      ),
    );
  }
  writes.push(writeFile(path.join(root, 'public', PHOTO_PATH.slice(1)), await phonePhoto()));
  await Promise.all(writes);
  return { photoProductId: FIRST_GENERATED_ID };
}
