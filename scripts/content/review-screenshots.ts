// npm run content:screenshots -- [base] [--out <folder>]: the pages whose HTML a content change
// changes (the list of npm run content:review, review-report.ts), photographed 390 px wide
// before and after, side by side in one PNG per page (docs/editing.md, "Reviewing a content change").
// `base` is a Git revision, as for content:review (without it, the merge base of HEAD with main);
// the pictures go to `--out` (default content-review-screenshots/, ignored by Git).
//
// Each revision is built by its own `npm run build -- --no-typecheck` in a temporary folder: the
// base exported from Git (review.ts), the working tree copied (the files Git tracks or would
// track); each folder's node_modules is a link to this repository's. Each build is served by the
// project's static server (scripts/hosting/static-server.ts) with its own netlify.toml on a free port,
// and each page opened in Debian's Chromium like the browser tests (tests/e2e/support/config.ts) once the
// app has hydrated. At most MAX_PAGES (20) pages, each cut at MAX_HEIGHT px. Exits 1 when a build or
// the browser fails, 2 when the base cannot be read; when the content build refuses the change,
// it says so and writes no picture (content:review prints why).
import { execFileSync, spawn } from 'node:child_process';
import { cp, lstat, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { HYDRATED_MARK } from '../../src/lib/page-loading/app-loader.ts';
import { paths } from '../../src/lib/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/config.ts';
import { earlierVisitScript } from '../../tests/e2e/support/returning-visitor.ts';
import { stopSite } from '../../tests/e2e/support/site-server.ts';
import { readNetlifyRules } from '../hosting/netlify-headers.ts';
import { createStaticServer } from '../hosting/static-server.ts';
import { exitWhenWritten, terminalText } from '../io/terminal.ts';
import { compileContent, type CompiledContent } from './compile.ts';
import { pagesThatChange, sitePages, sitePaths } from './review-report.ts';
import { baseRevision, exportRevision, resolveCommit } from './review.ts';

/** The phone's viewport of the browser tests; one CSS pixel is one pixel of the picture. */
export const VIEWPORT = { width: 390, height: 844 } as const;
/** The grey band between the two sides, in pixels. */
export const GUTTER = 16;
/** The band above each side with its label ('Antes', 'Depois'), in pixels. */
export const LABEL_HEIGHT = 40;
/** A picture's width: both sides and the gutter. */
export const PICTURE_WIDTH = 2 * VIEWPORT.width + GUTTER;
/** The most pages photographed by default (`maxPages`). */
export const MAX_PAGES = 20;
/** A side taller than this is cut: the top of a long page is what a review needs. */
export const MAX_HEIGHT = 4000;
export const DEFAULT_OUT_DIR = 'content-review-screenshots';
const HYDRATION_TIMEOUT_MS = 20_000;

/** One page to photograph, and whether each revision has it. */
type PageShot = { path: string; inBase: boolean; inHead: boolean };
type Log = (line: string) => void;
export type ScreenshotOutcome = { exitCode: 0 | 1 | 2; pictures: string[] };

/** A picture's file name from its site path: '/' → 'inicio.png', '/loja/x' → 'loja--x.png'. */
export function pictureName(sitePath: string): string {
  const parts = sitePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[^a-z0-9_-]+/gi, '_'));
  return `${parts.length === 0 ? 'inicio' : parts.join('--')}.png`;
}

/** One site path of each kind of page (the first product, post, category, ...). */
function onePathPerKind(content: CompiledContent): string[] {
  const seen = new Set<string>();
  return sitePages(content)
    .filter((entry) => !seen.has(entry.page) && seen.add(entry.page))
    .map((entry) => entry.path);
}

/** The addresses of the products, courses and posts added, removed or changed. */
function itemAddresses(base: CompiledContent, head: CompiledContent): Set<string> {
  const addresses = new Set<string>();
  const compare = <T extends { id: number }>(
    before: readonly T[],
    after: readonly T[],
    href: (item: T) => string,
  ) => {
    const old = new Map(before.map((item) => [item.id, JSON.stringify(item)]));
    const now = new Map(after.map((item) => [item.id, JSON.stringify(item)]));
    for (const item of [...before, ...after])
      if (old.get(item.id) !== now.get(item.id)) addresses.add(href(item));
  };
  compare(base.products, head.products, (product) => paths.product.getHref(product.id));
  compare(base.courses.courses, head.courses.courses, (course) => paths.course.getHref(course.id));
  compare(base.blog, head.blog, (post) => paths.blogPost.getHref(post.slug));
  return addresses;
}

/**
 * The pages to photograph, and notes on the choice: the pages of the items that changed first,
 * then the others that show them, in the report's order; at most `maxPages`.
 */
function pagesToShoot(
  base: CompiledContent,
  head: CompiledContent,
  maxPages: number,
): { shots: PageShot[]; notes: string[] } {
  const changed = pagesThatChange(base, head);
  const notes: string[] = [];
  let list: string[];
  if (changed === 'all') {
    list = onePathPerKind(head);
    notes.push(`As definições mudam todas as páginas: uma página de cada tipo (${list.length}).`);
  } else {
    const items = itemAddresses(base, head);
    list = [...changed].sort((a, b) => Number(!items.has(a)) - Number(!items.has(b)));
  }
  if (list.length > maxPages) {
    notes.push(
      `Mudam ${list.length} páginas: ${list.length - maxPages} ficam de fora (limite de ${maxPages}).`,
    );
    list = list.slice(0, maxPages);
  }
  const inBase = new Set(sitePaths(base));
  const inHead = new Set(sitePaths(head));
  return { shots: list.map((p) => ({ path: p, inBase: inBase.has(p), inHead: inHead.has(p) })), notes };
}

/** Copies the working tree's files that Git tracks or would track (not node_modules) into `dir`. */
async function copyWorkingTree(root: string, dir: string): Promise<void> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    if (file === 'node_modules' || file.startsWith('node_modules/')) continue;
    const from = path.join(root, file);
    // A tracked file deleted in the working tree is not part of it.
    const exists = await lstat(from).then(
      () => true,
      () => false,
    );
    if (exists) await cp(from, path.join(dir, file), { verbatimSymlinks: true });
  }
}

/** The environment of a build: this one without the test runner's (VITEST changes vite.config.ts). */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST.*|TEST|NODE_ENV)$/.test(name)),
  );
}

/** Builds the site in `dir` (into dir/dist) with this repository's node_modules; output kept. */
async function buildSite(root: string, dir: string): Promise<{ ok: boolean; output: string }> {
  await symlink(await realpath(path.join(root, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build', '--', '--no-typecheck'], {
      cwd: dir,
      env: buildEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Serves dir/dist like the host (dir/netlify.toml) on a free port of 127.0.0.1. */
async function serve(dir: string) {
  const server = createStaticServer(path.join(dir, 'dist'), readNetlifyRules(path.join(dir, 'netlify.toml')));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Whether the page set its `app-hydrated` mark within HYDRATION_TIMEOUT_MS. Polled from here: the
 * pages' CSP forbids the evaluation that page.waitForFunction does.
 */
async function waitForHydration(page: Page): Promise<boolean> {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK))
      return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Scrolls down the page (up to MAX_HEIGHT) so that its lazy pictures load, then back to the top.
 * A string: the Node scripts' type check has no DOM types.
 */
const LOAD_LAZY_PICTURES = `(async () => {
  for (let y = 0; y < Math.min(document.documentElement.scrollHeight, ${MAX_HEIGHT}); y += innerHeight) {
    scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  scrollTo(0, 0);
  await document.fonts.ready;
})()`;

/** A full-page screenshot of `url` at the phone's width, at most MAX_HEIGHT tall. */
async function capture(browser: Browser, url: string, log: Log): Promise<{ png: Buffer; cut: boolean }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    screen: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // A returning visitor: neither the cookie banner nor the newsletter popup covers the page.
  await context.addInitScript({ content: earlierVisitScript() });
  try {
    const page = await context.newPage();
    await page.goto(url);
    if (!(await waitForHydration(page)))
      log(`  aviso: ${url} não hidratou em ${HYDRATION_TIMEOUT_MS / 1000} s`);
    await page.evaluate(LOAD_LAZY_PICTURES);
    await page.waitForLoadState('networkidle');
    const fullHeight = Number(await page.evaluate('document.documentElement.scrollHeight'));
    const height = Math.min(fullHeight, MAX_HEIGHT);
    const png = await page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width: VIEWPORT.width, height },
      animations: 'disabled',
    });
    return { png, cut: fullHeight > MAX_HEIGHT };
  } finally {
    await context.close();
  }
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

/** The grey side of a page that one revision does not have, with `text` near its top. */
function missingSide(text: string, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEWPORT.width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#e4e4e4"/>` +
      `<text x="${VIEWPORT.width / 2}" y="140" text-anchor="middle" ${FONT} font-size="24" fill="#555">` +
      `${escapeXml(text)}</text>` +
      `</svg>`,
  );
}

/** The labels band: 'Antes' above the left side, 'Depois' above the right one. */
function labels(): Buffer {
  const label = (x: number, text: string) =>
    `<text x="${x}" y="${LABEL_HEIGHT / 2 + 7}" ${FONT} font-size="20" font-weight="bold" fill="#fff">` +
    `${escapeXml(text)}</text>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#333"/>` +
      label(12, 'Antes') +
      label(VIEWPORT.width + GUTTER + 12, 'Depois') +
      `</svg>`,
  );
}

/**
 * One PNG: the labels band, then `before` on the left and `after` on the right, GUTTER apart.
 * A missing side (the page is new, or removed) is a grey panel as tall as the other side.
 */
export async function sideBySide(before: Buffer | undefined, after: Buffer | undefined): Promise<Buffer> {
  const heightOf = async (png: Buffer | undefined) => (png ? ((await sharp(png).metadata()).height ?? 0) : 0);
  const height = Math.max(await heightOf(before), await heightOf(after), 1);
  return sharp({
    create: { width: PICTURE_WIDTH, height: LABEL_HEIGHT + height, channels: 3, background: '#bdbdbd' },
  })
    .composite([
      { input: labels(), left: 0, top: 0 },
      { input: before ?? missingSide('Página nova', height), left: 0, top: LABEL_HEIGHT },
      {
        input: after ?? missingSide('Página removida', height),
        left: VIEWPORT.width + GUTTER,
        top: LABEL_HEIGHT,
      },
    ])
    .png()
    .toBuffer();
}

/** Photographs each page on both sites and writes its picture into `outDir`; returns the files. */
async function photograph(
  shots: PageShot[],
  origins: { base: string; head: string },
  outDir: string,
  log: Log,
): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  const written: string[] = [];
  try {
    for (const shot of shots) {
      const before = shot.inBase ? await capture(browser, origins.base + shot.path, log) : undefined;
      const after = shot.inHead ? await capture(browser, origins.head + shot.path, log) : undefined;
      const file = path.join(outDir, pictureName(shot.path));
      await writeFile(file, await sideBySide(before?.png, after?.png));
      written.push(file);
      const what = !before ? 'página nova' : !after ? 'página removida' : 'antes | depois';
      const cut = before?.cut || after?.cut ? `, cortada aos ${MAX_HEIGHT} px` : '';
      log(`${path.relative(process.cwd(), file)}  ${terminalText(shot.path)} (${what}${cut})`);
    }
  } finally {
    await browser.close();
  }
  return written;
}

/** Builds both folders (the base first), serves them and photographs `shots`; 1 when a build fails. */
async function buildAndPhotograph(
  root: string,
  builds: { base: { dir: string; label: string }; head: { dir: string; label: string } },
  shots: PageShot[],
  outDir: string,
  log: Log,
): Promise<ScreenshotOutcome> {
  for (const { dir, label } of [builds.base, builds.head]) {
    const started = Date.now();
    log(`A construir o site ${label}…`);
    const build = await buildSite(root, dir);
    if (!build.ok) {
      log(terminalText(build.output));
      log(`content:screenshots: a construção do site ${label} falhou (acima).`);
      return { exitCode: 1, pictures: [] };
    }
    log(`  feito em ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  await mkdir(outDir, { recursive: true });
  const base = await serve(builds.base.dir);
  const head = await serve(builds.head.dir);
  try {
    const pictures = await photograph(shots, { base: base.origin, head: head.origin }, outDir, log);
    return { exitCode: 0, pictures };
  } finally {
    await Promise.all([stopSite(base.server), stopSite(head.server)]);
  }
}

/** The pictures of the working tree at `root` against `given` (or the merge base with main). */
export async function screenshotChange(
  root: string,
  given: string | undefined,
  outDir: string,
  { maxPages = MAX_PAGES, log = (line) => console.log(line) }: { maxPages?: number; log?: Log } = {},
): Promise<ScreenshotOutcome> {
  const base = baseRevision(root, given);
  const commit = resolveCommit(root, base);
  if (commit === undefined) {
    log(`content:screenshots: a revisão ${base} não existe neste repositório.`);
    return { exitCode: 2, pictures: [] };
  }
  const baseName = base === commit ? base.slice(0, 12) : base;
  log(`Capturas a ${VIEWPORT.width} px: ${baseName} → a árvore de trabalho`);
  const head = await compileContent(root, 0);
  if (!head.ok) {
    log('A compilação do conteúdo RECUSA a alteração: nenhuma captura (content:review diz porquê).');
    return { exitCode: 0, pictures: [] };
  }
  const work = await mkdtemp(path.join(tmpdir(), 'content-screenshots-'));
  try {
    const baseDir = path.join(work, 'base');
    const headDir = path.join(work, 'head');
    await Promise.all([mkdir(baseDir), mkdir(headDir)]);
    await exportRevision(root, commit, baseDir, []);
    const before = await compileContent(baseDir, 0);
    if (!before.ok) {
      log('A base já era recusada pela compilação do conteúdo: nenhuma captura.');
      return { exitCode: 0, pictures: [] };
    }
    const { shots, notes } = pagesToShoot(before.content, head.content, maxPages);
    notes.forEach((note) => log(note));
    if (shots.length === 0) {
      log('Nada muda no site publicado: nenhuma captura.');
      return { exitCode: 0, pictures: [] };
    }
    await copyWorkingTree(root, headDir);
    const builds = {
      base: { dir: baseDir, label: `da base (${commit.slice(0, 12)})` },
      head: { dir: headDir, label: 'da árvore de trabalho' },
    };
    const outcome = await buildAndPhotograph(root, builds, shots, outDir, log);
    const count = outcome.pictures.length;
    const where = path.relative(process.cwd(), outDir) || '.';
    if (outcome.exitCode === 0) log(`${count} captura${count === 1 ? '' : 's'} em ${where}/`);
    return outcome;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** `[base] [--out <folder>]` */
function parseArguments(args: string[]): { base: string | undefined; outDir: string } {
  let base: string | undefined;
  let outDir = DEFAULT_OUT_DIR;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--out' && args[i + 1] !== undefined) outDir = args[(i += 1)]!;
    else if (args[i]!.startsWith('--out=')) outDir = args[i]!.slice('--out='.length);
    else base = args[i];
  }
  return { base, outDir: path.resolve(outDir) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { base, outDir } = parseArguments(process.argv.slice(2));
  try {
    const { exitCode } = await screenshotChange(root, base, outDir);
    await exitWhenWritten(exitCode);
  } catch (error) {
    console.error(`content:screenshots: ${error instanceof Error ? error.message : String(error)}`);
    await exitWhenWritten(1);
  }
}
