// The picture pipeline: every raster image under public/images/ (JPEG, PNG, WebP: what the owner
// uploads through the CMS or the admin) becomes AVIF, WebP and JPEG variants at the widths of
// src/lib/responsive-image.ts, and every SVG drawing there WebP variants at the same widths (drawn
// at each width, so never blurred by enlarging), written to public/_img/ (generated, not in Git)
// under the names that module derives from the source path. Encoded files are cached by the source's content hash
// in node_modules/.cache/images/, so a build with unchanged photos encodes nothing, and a photo
// used by a thousand products is encoded once.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from '../io/write-file-atomic.ts';
import {
  DRAWING_FORMAT,
  RESPONSIVE_FORMATS,
  RESPONSIVE_WIDTHS,
  variantFile,
  type ResponsiveFormat,
} from '../../src/lib/responsive-image.ts';

/** Bump when the encoding settings change: every cached variant is then made again. */
const PIPELINE_VERSION = 'v1';
const RASTER = /\.(jpe?g|png|webp)$/i;
const DRAWING = /\.svg$/i;
const OUTPUT_DIR = '_img';

/** Whether `input` is an SVG drawing (its first bytes name an <svg> element). */
const isSvg = (input: Buffer) => /<svg[\s>]/i.test(input.subarray(0, 1024).toString('utf8'));

/** A drawing rendered at the density that makes it `width` pixels wide (sharp itself reads no external file). */
async function drawnAt(input: Buffer, width: number) {
  const ownWidth = (await sharp(input).metadata()).width;
  if (!ownWidth) throw new Error('the drawing has no width');
  return sharp(input, { density: Math.min(2400, (72 * width) / ownWidth) }).resize({ width });
}

/** Encodes `input` (a photo's bytes) at `width` (already capped at the photo's own) in `format`. */
export type Encoder = (input: Buffer, width: number, format: ResponsiveFormat) => Promise<Buffer>;

export const encodeVariant: Encoder = async (input, width, format) => {
  const drawing = isSvg(input);
  const image = drawing
    ? await drawnAt(input, width)
    : // rotate(): the phone's EXIF orientation applied; metadata (EXIF, GPS) is not copied.
      sharp(input, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer();
  // A drawing's flat colours compress almost as well with less effort: 40% less encoding time for
  // 7% more bytes (measured on the sample's drawings), which a clean clone's first build feels.
  if (format === 'webp') return image.webp({ quality: 72, effort: drawing ? 2 : 4 }).toBuffer();
  // A transparent PNG gets a white background in its JPEG fallback (the site's background).
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
};

export type ImageBuildOptions = {
  /** The project's root: public/images/ is read, public/_img/ written. */
  root: string;
  /** Where encoded variants are kept between builds; node_modules/.cache/images by default. */
  cacheDir?: string;
  encode?: Encoder;
  /** How many encodes run at once; the machine's cores by default. */
  concurrency?: number;
  log?: (line: string) => void;
};

export type ImageBuildStats = {
  /** Raster images found under public/images/. */
  sources: number;
  /** Variants encoded by this run (0 when every photo was already in the cache). */
  encoded: number;
  /** Variant files written to public/_img/ (new or changed). */
  written: number;
  /** Files removed from public/_img/ (their photo is gone). */
  removed: number;
  /** Photos that could not be read or encoded (the others are made all the same). */
  failed: ImageFailure[];
};

/** A photo the pipeline could not use: its path from the project's root, and why. */
export type ImageFailure = { file: string; message: string };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const EXTENSIONS: Record<ResponsiveFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

async function sameFile(a: string, b: string): Promise<boolean> {
  const [statA, statB] = await Promise.all([stat(a), stat(b).catch(() => undefined)]);
  if (!statB || statA.size !== statB.size) return false;
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  return bytesA.equals(bytesB);
}

/** Runs `tasks` with at most `limit` at once. */
async function runPool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
}

/** Builds (or reuses) every variant of every photo under public/images/; see the file's comment. */
export async function buildResponsiveImages(options: ImageBuildOptions): Promise<ImageBuildStats> {
  const { root, encode = encodeVariant, log = (line) => console.log(line) } = options;
  const cacheDir = options.cacheDir ?? path.join(root, 'node_modules', '.cache', 'images');
  const concurrency = options.concurrency ?? availableParallelism();
  const imagesDir = path.join(root, 'public', 'images');
  const publicDir = path.join(root, 'public');
  const sources = (await listFiles(imagesDir)).filter((file) => RASTER.test(file) || DRAWING.test(file));
  await mkdir(cacheDir, { recursive: true });

  // Per photo: its hash and the widths it is made at (capped at its own width, never enlarged).
  type Job = { cacheFile: string; hash: string; width: number; format: ResponsiveFormat; input: string };
  const jobs = new Map<string, Job>();
  const outputs = new Map<string, string>(); // public/_img file (relative to public/) -> cache file
  // A photo that cannot be read or encoded is reported with its file, and the others are made.
  const failures = new Map<string, string>(); // source file -> message
  const fail = (input: string, error: unknown) => {
    if (!failures.has(input)) failures.set(input, error instanceof Error ? error.message : String(error));
  };
  for (const source of sources) {
    const file = path.join(imagesDir, source);
    const drawing = DRAWING.test(source);
    let hash: string;
    let ownWidth: number;
    try {
      const bytes = await readFile(file);
      hash = createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 20);
      // A drawing is drawn at every width; a photo is never enlarged.
      ownWidth = drawing ? Infinity : await photoWidth(bytes, hash, cacheDir);
    } catch (error) {
      fail(file, error);
      continue;
    }
    for (const width of RESPONSIVE_WIDTHS) {
      const made = Math.min(width, ownWidth);
      const formats: readonly ResponsiveFormat[] = drawing ? [DRAWING_FORMAT] : RESPONSIVE_FORMATS;
      for (const format of formats) {
        const cacheFile = path.join(cacheDir, `${hash}-${made}.${EXTENSIONS[format]}`);
        jobs.set(cacheFile, { cacheFile, hash, width: made, format, input: file });
        outputs.set(variantFile(source, width, format), cacheFile);
      }
    }
  }

  const missing: Job[] = [];
  for (const job of jobs.values()) {
    if (!(await stat(job.cacheFile).catch(() => undefined))) missing.push(job);
  }
  let encoded = 0;
  const started = Date.now();
  let lastReport = started;
  if (missing.length > 0)
    log(`Images: ${missing.length} variant(s) of ${sources.length} image(s) to encode…`);
  await runPool(
    missing.map((job) => async () => {
      try {
        // Under a temporary name of its own: another build sharing the cache may write it too.
        await writeFileAtomic(job.cacheFile, await encode(await readFile(job.input), job.width, job.format));
      } catch (error) {
        fail(job.input, error);
        return;
      }
      encoded++;
      const now = Date.now();
      if (now - lastReport > 2000 || encoded === missing.length) {
        lastReport = now;
        const rate = encoded / Math.max(0.001, (now - started) / 1000);
        log(`Images: ${encoded}/${missing.length} encoded (${rate.toFixed(1)}/s)`);
      }
    }),
    concurrency,
  );

  let written = 0;
  const failedCacheFiles = new Set(
    [...jobs.values()].filter((job) => failures.has(job.input)).map((job) => job.cacheFile),
  );
  for (const [relative, cacheFile] of outputs) {
    if (failedCacheFiles.has(cacheFile)) continue;
    const target = path.join(publicDir, relative);
    if (await sameFile(cacheFile, target)) continue;
    // The dev server may serve the variant while it is written: it appears whole or not at all.
    await writeFileAtomic(target, await readFile(cacheFile));
    written++;
  }
  let removed = 0;
  const outputDir = path.join(publicDir, OUTPUT_DIR);
  for (const file of await listFiles(outputDir)) {
    if (outputs.has(`${OUTPUT_DIR}/${file}`) || file.endsWith('.tmp')) continue;
    await rm(path.join(outputDir, file));
    removed++;
  }
  const failed = [...failures].map(([file, message]) => ({
    file: path.relative(root, file).split(path.sep).join('/'),
    message,
  }));
  log(
    `Images${failed.length > 0 ? '' : ' OK'}: ${sources.length} image(s), ${encoded} variant(s) encoded, ${jobs.size - missing.length} from the cache; ${written} file(s) written, ${removed} removed${failed.length > 0 ? `; ${failed.length} image(s) failed` : ''}.`,
  );
  return { sources: sources.length, encoded, written, removed, failed };
}

/** A photo's width as shown (after its EXIF rotation), remembered beside its variants. */
async function photoWidth(bytes: Buffer, hash: string, cacheDir: string): Promise<number> {
  const file = path.join(cacheDir, `${hash}.json`);
  const cached = await readFile(file, 'utf8').then(
    (text) => (JSON.parse(text) as { width?: unknown }).width,
    () => undefined,
  );
  if (typeof cached === 'number') return cached;
  const metadata = await sharp(bytes).metadata();
  const width = metadata.autoOrient.width;
  await writeFileAtomic(file, `${JSON.stringify({ width })}\n`);
  return width;
}
