import { appendFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { watchTree, type TreeWatcher } from './watch-tree.ts';

let root: string;
let watcher: TreeWatcher | undefined;
let seen: string[];

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'watch-tree-'));
  await mkdir(path.join(root, 'products'));
  await writeFile(path.join(root, 'products', 'a.md'), 'one\n');
  seen = [];
  watcher = watchTree(root, (file) => seen.push(file));
});
afterEach(async () => {
  watcher?.close();
  await rm(root, { recursive: true, force: true });
});

/** Waits until `file` was reported since the last call, and clears the list. */
async function sees(file: string) {
  const end = Date.now() + 3000;
  while (!seen.includes(file)) {
    if (Date.now() > end) throw new Error(`${file} was not reported; seen: ${seen.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  seen = [];
}

describe('watchTree', () => {
  it('keeps seeing a file after it was replaced by a rename (as editors and `sed -i` save)', async () => {
    const file = path.join(root, 'products', 'a.md');
    await writeFile(`${file}.new`, 'two\n');
    await rename(`${file}.new`, file);
    await sees('products/a.md');
    await appendFile(file, 'three\n');
    await sees('products/a.md');
  });

  it('watches a subfolder made after it started', async () => {
    await mkdir(path.join(root, 'products', 'new'));
    await sees('products/new');
    await writeFile(path.join(root, 'products', 'new', 'b.md'), 'b\n');
    await sees('products/new/b.md');
  });
});
