// Decap's own front-matter formatter, as the CMS builds bundle it (vite.config.ts hands it
// gray-matter-without-code.ts in place of gray-matter): a "---js" file runs nothing.
import { FrontmatterFormatter as DecapFormatter } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUSED_CODE_MESSAGE } from './gray-matter-without-code.ts';

/** Decap's formatter: its file is JavaScript, read by TypeScript without its constructor's arguments. */
const FrontmatterFormatter = DecapFormatter as unknown as new (format?: 'yaml') => {
  fromFile: (text: string) => object;
  toFile: (data: object) => string;
};

const hostile = readFileSync(
  new URL('../../tests/fixtures/hostile/front-matter-js.md', import.meta.url),
  'utf8',
);
const ran = () => (globalThis as { __frontMatterRan?: unknown }).__frontMatterRan;

afterEach(() => {
  delete (globalThis as { __frontMatterRan?: unknown }).__frontMatterRan;
});

describe("Decap's front matter in the CMS", () => {
  it.each([
    ['---js', '---js\n{ title: (globalThis.__frontMatterRan = "sim") }\n---\nTexto\n'],
    ['---javascript', '---javascript\n{ title: (globalThis.__frontMatterRan = "sim") }\n---\n'],
    ['the corpus file', hostile.replace(/^---js\n/, '---js\n(globalThis.__frontMatterRan = "sim"), ')],
  ])('refuses a file opening with %s, and runs none of it', (_name, text) => {
    for (const formatter of [new FrontmatterFormatter(), new FrontmatterFormatter('yaml')]) {
      expect(() => formatter.fromFile(text)).toThrow(REFUSED_CODE_MESSAGE);
    }
    expect(ran()).toBeUndefined();
  });

  it('still reads and writes YAML front matter as before', () => {
    const formatter = new FrontmatterFormatter('yaml');
    const entry = formatter.fromFile('---\nname: Lima 100/180\nprice: 4.5\n---\nUma lima.\n');
    expect(entry).toEqual({ name: 'Lima 100/180', price: 4.5, body: 'Uma lima.\n' });
    expect(formatter.toFile(entry)).toBe('---\nname: Lima 100/180\nprice: 4.5\n---\nUma lima.\n');
  });
});
