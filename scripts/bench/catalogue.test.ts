import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile.ts';
import { writeCatalogue } from './catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'catalogue-'));
  await cp(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generated catalogue', () => {
  it('writes products and posts the content build accepts, each with its own id and address', async () => {
    await writeCatalogue(path.join(dir, 'content'), { products: 180, posts: 25 });
    const result = await compileContent(dir, 1);
    if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
    const { products, blog } = result.content;
    expect(products).toHaveLength(180);
    expect(blog).toHaveLength(25);
    expect(new Set(products.map((p) => p.id)).size).toBe(180);
    expect(new Set(products.map((p) => p.slug)).size).toBe(180);
    expect(new Set(blog.map((p) => p.slug)).size).toBe(25);
    // Pictures are shared with the sample's, so the catalogue needs no new image files.
    expect(new Set(products.map((p) => p.images[0])).size).toBeLessThan(100);
  });

  it("refuses to write into the project's own content/", async () => {
    await expect(writeCatalogue(path.join(root, 'content'), { products: 1, posts: 1 })).rejects.toThrow(
      /refusing/,
    );
  });
});
