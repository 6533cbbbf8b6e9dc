import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile.ts';
import { linkPublicFiles } from '../content/temp-public.ts';
import { generatedCopyId, writeCatalogue } from './catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'catalogue-'));
  await cp(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  await linkPublicFiles(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generated catalogue', () => {
  // It compiles a whole copy of the content with the generated items: about 5 s alone on this
  // machine, more while the other core is busy.
  it(
    'writes products and posts the content build accepts, each with its own id and address',
    { timeout: 30_000 },
    async () => {
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
      // Each sample product has generated copies, found by name, to set their pages side by side.
      const sample = await compileContent(root, 1);
      if (!sample.ok) throw new Error('the sample content does not build');
      const first = sample.content.products[0];
      if (!first) throw new Error('the sample has no products');
      const copyId = generatedCopyId(products, first.name, products[0]?.id ?? 0);
      const copy = products.find((p) => p.id === copyId);
      expect(copy?.name.startsWith(`${first.name} N.º `)).toBe(true);
      expect(copy?.price).toBe(first.price);
      expect(copyId).not.toBe(products[0]?.id);
    },
  );

  it("refuses to write into the project's own content/", async () => {
    await expect(writeCatalogue(path.join(root, 'content'), { products: 1, posts: 1 })).rejects.toThrow(
      /refusing/,
    );
  });
});
