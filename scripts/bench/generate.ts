// The bench's large catalogue: 5,000 products and 300 posts made from the sample's own files by
// scripts/bench/catalogue.ts (the generator the build's own measurements use too), written into a
// temporary copy of the project, never into content/. The first product shows a 4 MB phone photo
// (a generated JPEG) so that the picture pipeline can be measured.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BIG_CATALOGUE, FIRST_PRODUCT_ID, productFileName, writeCatalogue } from './catalogue.ts';
import { splitFrontMatter } from '../content/front-matter.ts';

/** The generated photo, under public/images/products/ like an upload through the CMS. */
export const PHOTO_PATH = '/images/products/bench-phone-photo.jpg';
/** Id of the product whose first image is the photo: the first generated product's. */
export const FIRST_GENERATED_ID = FIRST_PRODUCT_ID;

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

/** Writes the large catalogue into `root` (a copy of the project) and the photo its first product shows. */
export async function writeLargeCatalogue(root: string): Promise<{ photoProductId: number }> {
  await writeCatalogue(path.join(root, 'content'), BIG_CATALOGUE);
  const first = path.join(root, 'content', 'products', productFileName(0));
  const text = await readFile(first, 'utf8');
  const parts = splitFrontMatter(text);
  if (!parts) throw new Error(`bench: cannot read the front matter of ${first}`);
  const lines = [
    ...withFields(parts.yaml.slice(1).split('\n'), {}, ['images']),
    'images:',
    `  - ${PHOTO_PATH}`,
  ];
  await Promise.all([
    writeFile(first, `---\n${lines.join('\n')}\n---\n${parts.body}`),
    writeFile(path.join(root, 'public', PHOTO_PATH.slice(1)), await phonePhoto()),
  ]);
  return { photoProductId: FIRST_GENERATED_ID };
}
