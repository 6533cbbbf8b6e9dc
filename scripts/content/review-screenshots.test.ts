// npm run content:screenshots (review-screenshots.ts): the picture of one page from its parts, and
// the whole command on a small Git history: this repository's HEAD committed on `main` in a
// temporary repository (HEAD rather than the working tree: a half-done edit elsewhere in the
// working tree must not break these builds), then a product's price changed in its working tree.
// That test builds the site twice (half a minute to a minute each on two cores) and opens the
// product's page on both: its own timeout, and this file runs alone once the other unit test files
// have finished (SITE_BUILDS in vite.config.ts), so that its builds slow no test with a time limit.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureChromium } from '../../tests/e2e/support/test-build.ts';
import { exportRevision } from './review.ts';
import {
  GUTTER,
  LABEL_HEIGHT,
  PICTURE_WIDTH,
  VIEWPORT,
  pictureName,
  screenshotChange,
  sideBySide,
} from './review-screenshots.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRODUCT = 'content/products/gel-builder-clear-50-ml.md';
const PRODUCT_PATH = '/loja/produto/1718086400919';
const temporary: string[] = [];

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A plain PNG of one colour, `height` px tall and as wide as the phone. */
const plain = (height: number, background: string) =>
  sharp({ create: { width: VIEWPORT.width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The raw RGB pixels of one side of a picture, under the labels band. */
async function side(picture: Buffer, which: 'left' | 'right', height: number): Promise<Buffer> {
  const left = which === 'left' ? 0 : VIEWPORT.width + GUTTER;
  return sharp(picture)
    .extract({ left, top: LABEL_HEIGHT, width: VIEWPORT.width, height })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The share of the pixels that differ between two raw RGB buffers of the same size. */
function differingShare(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) differing += 1;
  }
  return differing / (a.length / 3);
}

describe('content:screenshots, the pictures', () => {
  it('names a picture after its site path', () => {
    expect(pictureName('/')).toBe('inicio.png');
    expect(pictureName('/loja/produto-x')).toBe('loja--produto-x.png');
    expect(pictureName('/blog/olá mundo')).toBe('blog--ol_mundo.png');
  });

  it('puts before and after side by side under their labels, a missing side as a grey panel', async () => {
    const picture = await sideBySide(undefined, await plain(600, '#ff0000'));
    const { width, height } = await sharp(picture).metadata();
    expect([width, height]).toEqual([PICTURE_WIDTH, LABEL_HEIGHT + 600]);
    const [left, right] = [await side(picture, 'left', 600), await side(picture, 'right', 600)];
    expect([...right.subarray(0, 3)]).toEqual([255, 0, 0]);
    // The new page's missing side: grey, with its words somewhere on it.
    expect([...left.subarray(0, 3)]).toEqual([0xe4, 0xe4, 0xe4]);
    expect(differingShare(left, Buffer.alloc(left.length, 0xe4))).toBeGreaterThan(0);
  });
});

describe('content:screenshots on a small Git history', () => {
  it('photographs a product page before and after its price changed, side by side', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'screenshots-test-'));
    const outDir = await mkdtemp(path.join(tmpdir(), 'screenshots-out-'));
    temporary.push(root, outDir);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root });
    await exportRevision(repoRoot, 'HEAD', root, []);
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'site');
    // After the commit: Git's `node_modules/` rule does not match a link.
    await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const file = path.join(root, PRODUCT);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^price: 34\.9$/m);
    await writeFile(file, text.replace(/^price: 34\.9$/m, 'price: 27.5'));
    await ensureChromium();

    const lines: string[] = [];
    // One page: the changed product's own page comes first, before the pages that list its card.
    const { exitCode, pictures } = await screenshotChange(root, 'main', outDir, {
      maxPages: 1,
      log: (line) => lines.push(line),
    });
    expect(exitCode, lines.join('\n')).toBe(0);
    expect(lines.join('\n')).toMatch(/Mudam \d+ páginas: \d+ ficam de fora \(limite de 1\)\./);

    const picture = path.join(outDir, pictureName(PRODUCT_PATH));
    expect(pictures).toEqual([picture]);
    expect(existsSync(picture)).toBe(true);
    expect(lines.some((line) => line.includes(`${PRODUCT_PATH} (antes | depois`))).toBe(true);
    const png = await readFile(picture);
    const { width, height = 0 } = await sharp(png).metadata();
    expect(width).toBe(2 * 390 + GUTTER);
    // The same page on both sides (most pixels equal), and the price differs.
    const share = differingShare(
      await side(png, 'left', height - LABEL_HEIGHT),
      await side(png, 'right', height - LABEL_HEIGHT),
    );
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(0.5);
  }, 300_000);
});
