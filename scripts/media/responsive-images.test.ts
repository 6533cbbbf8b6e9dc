import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESPONSIVE_FORMATS, RESPONSIVE_WIDTHS } from '../../src/lib/responsive-image.ts';
import { buildResponsiveImages, encodeVariant, type Encoder } from './responsive-images.ts';

let root: string;
const quiet = () => {};

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function put(file: string, bytes: Buffer | string) {
  const absolute = path.join(root, 'public', 'images', file);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, bytes);
}

const variants = RESPONSIVE_WIDTHS.length * RESPONSIVE_FORMATS.length;

/** A 400 × 400 drawing, as the catalogue's are. */
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
  '<rect width="400" height="400" fill="#f3eeeb"/><circle cx="200" cy="200" r="120" fill="#c08080"/></svg>';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'images-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('buildResponsiveImages', () => {
  it('makes every variant once, and a second build with the same photos encodes nothing', async () => {
    const big = await photo(1500, 1000, '#c08080');
    await put('products/a.jpg', big);
    await put('products/b.jpg', big); // the same photo under another name: encoded once
    await put(
      'hero/c.png',
      await sharp(await photo(800, 400, '#203040'))
        .png()
        .toBuffer(),
    );
    const encode = vi.fn<Encoder>(async () => Buffer.from('x'));

    const first = await buildResponsiveImages({ root, encode, log: quiet });
    // a.jpg/b.jpg: 4 widths × 3 formats; c.png (800 wide): 320, 640 and 800 (960 and 1280 capped) × 3.
    expect(encode).toHaveBeenCalledTimes(variants + 3 * RESPONSIVE_FORMATS.length);
    expect(first).toMatchObject({ sources: 3, encoded: encode.mock.calls.length, written: 3 * variants });
    expect(encode.mock.calls.every(([, width]) => width <= 1280)).toBe(true);
    expect(encode.mock.calls.filter(([, width]) => width > 800).every(([input]) => input.equals(big))).toBe(
      true,
    );
    const files = await readdir(path.join(root, 'public', '_img', 'products'));
    expect(files).toContain('a.jpg-640.avif');
    expect(files).toContain('b.jpg-1280.jpg');

    encode.mockClear();
    const second = await buildResponsiveImages({ root, encode, log: quiet });
    expect(encode).not.toHaveBeenCalled();
    expect(second).toMatchObject({ sources: 3, encoded: 0, written: 0, removed: 0 });
  });

  it('encodes only a changed photo again, and removes the variants of a deleted one', async () => {
    await put('a.jpg', await photo(700, 500, '#ff0000'));
    await put('b.jpg', await photo(700, 500, '#00ff00'));
    const encode = vi.fn<Encoder>(async (input, width, format) =>
      Buffer.from(`${input.length}-${width}-${format}`),
    );
    await buildResponsiveImages({ root, encode, log: quiet });

    encode.mockClear();
    await put('a.jpg', await photo(700, 500, '#0000ff'));
    await rm(path.join(root, 'public', 'images', 'b.jpg'));
    const stats = await buildResponsiveImages({ root, encode, log: quiet });
    expect(encode).toHaveBeenCalledTimes(3 * RESPONSIVE_FORMATS.length);
    expect(stats.removed).toBe(variants);
    expect(await readdir(path.join(root, 'public', '_img'))).toHaveLength(variants);
  });

  it('makes a drawing WebP variants only, at every width (a drawing is never too small)', async () => {
    await put('products/gel-1.svg', DRAWING);
    const encode = vi.fn<Encoder>(async () => Buffer.from('x'));
    const stats = await buildResponsiveImages({ root, encode, log: quiet });
    // The encodes run side by side: in any order.
    expect(encode.mock.calls.map(([, width, format]) => `${width} ${format}`).sort()).toEqual(
      RESPONSIVE_WIDTHS.map((width) => `${width} webp`).sort(),
    );
    expect(stats).toMatchObject({ sources: 1, written: RESPONSIVE_WIDTHS.length });
    expect((await readdir(path.join(root, 'public', '_img', 'products'))).sort()).toEqual(
      RESPONSIVE_WIDTHS.map((width) => `gel-1.svg-${width}.webp`).sort(),
    );
  });

  it('draws a drawing at the width asked, larger than its own, and reports one it cannot draw', async () => {
    const output = await encodeVariant(Buffer.from(DRAWING), 960, 'webp');
    const metadata = await sharp(output).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 960, 960]);

    await put('products/gel-1.svg', DRAWING);
    await put('products/broken.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" <<<');
    const stats = await buildResponsiveImages({ root, log: quiet, concurrency: 2 });
    expect(stats.failed.map((failure) => failure.file)).toEqual(['public/images/products/broken.svg']);
    expect(await readdir(path.join(root, 'public', '_img', 'products'))).toContain('gel-1.svg-320.webp');
  });

  it('encodes real AVIF, WebP and JPEG files at the width asked, never enlarged', async () => {
    const input = await photo(500, 250, '#d0a0b0');
    for (const format of RESPONSIVE_FORMATS) {
      const output = await encodeVariant(input, 320, format);
      const metadata = await sharp(output).metadata();
      expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
      expect([metadata.width, metadata.height]).toEqual([320, 160]);
    }
    expect((await sharp(await encodeVariant(input, 1280, 'webp')).metadata()).width).toBe(500);
  });

  it('reports a photo it cannot read or encode with its file, and makes the others', async () => {
    await put('products/good.jpg', await photo(700, 500, '#ff0000'));
    await put('products/broken.jpg', 'not a photo');
    const refused = await photo(700, 500, '#00ff00');
    await put('products/refused.jpg', refused);
    const encode = vi.fn<Encoder>(async (input) => {
      if (input.equals(refused)) throw new Error('encoder broke');
      return Buffer.from('x');
    });
    const stats = await buildResponsiveImages({ root, encode, log: quiet });
    expect(stats.failed).toEqual([
      { file: 'public/images/products/broken.jpg', message: expect.any(String) },
      { file: 'public/images/products/refused.jpg', message: 'encoder broke' },
    ]);
    const files = await readdir(path.join(root, 'public', '_img', 'products'));
    expect(files.filter((file) => file.startsWith('good.jpg-'))).toHaveLength(variants);
    expect(files.filter((file) => !file.startsWith('good.jpg-'))).toEqual([]);
  });

  it('writes through temporary files of its own: two builds at once over one cache both succeed', async () => {
    await put('a.jpg', await photo(700, 500, '#123456'));
    const encode: Encoder = async (input, width, format) => Buffer.from(`${width}-${format}`);
    const builds = await Promise.all([
      buildResponsiveImages({ root, encode, log: quiet }),
      buildResponsiveImages({ root, encode, log: quiet }),
    ]);
    expect(builds.map((build) => build.failed)).toEqual([[], []]);
    const left = await readdir(path.join(root, 'node_modules', '.cache', 'images'));
    expect(left.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
