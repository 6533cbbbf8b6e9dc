import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../format-content.ts';
import { CMS_BODY_FIELD, cmsMarkdown, parseCmsFile } from './cms-format.ts';
import { cmsFieldOrders, cmsText, fieldOrderOf, formatOf } from './content-form.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const files = await contentFiles(repoRoot);
const orders = cmsFieldOrders(
  files.filter((file) => file.startsWith('content/pages/')).map((file) => path.basename(file, '.md')),
);

describe('content/ is in the form Decap CMS writes', () => {
  it('finds the content files', () => {
    expect(files.length).toBeGreaterThan(80);
    for (const folder of ['products', 'courses', 'blog', 'pages', 'settings']) {
      expect(files.some((file) => file.startsWith(`content/${folder}/`))).toBe(true);
    }
  });

  // Saving an entry unchanged in the CMS gives its file back byte for byte...
  it.each(files)('%s: read and written back by the CMS, byte for byte', async (file) => {
    const text = await readFile(path.join(repoRoot, file), 'utf8');
    const format = formatOf(file);
    expect(cmsText(format, parseCmsFile(format, text), fieldOrderOf(orders, file))).toBe(text);
  });

  // ...and so does typing in its text: the rich-text editor writes the body it was given (the
  // file's last newline is the backend's, not the editor's).
  it.each(files.filter((file) => file.endsWith('.md')))(
    '%s: the body is what the rich-text editor writes',
    async (file) => {
      const body = parseCmsFile('frontmatter', await readFile(path.join(repoRoot, file), 'utf8'))[
        CMS_BODY_FIELD
      ];
      expect(typeof body).toBe('string');
      expect(`${cmsMarkdown(body as string)}\n`).toBe(body);
    },
  );
});

describe('one changed field is one changed line', () => {
  /** The lines of `after` that differ from `before` (the edits below keep the number of lines). */
  const changedLines = (before: string, after: string) => {
    const old = before.split('\n');
    return after.split('\n').filter((line, index) => line !== old[index]);
  };
  const edit = async (file: string, change: (data: Record<string, unknown>) => void) => {
    const text = await readFile(path.join(repoRoot, file), 'utf8');
    const data = parseCmsFile(formatOf(file), text);
    change(data);
    return changedLines(text, cmsText(formatOf(file), data, fieldOrderOf(orders, file)));
  };

  it("a course's price", async () => {
    const lines = await edit('content/courses/curso-de-aperfeicoamento-em-gel.md', (data) => {
      data.price = 295;
    });
    expect(lines).toEqual(['price: 295']);
  });

  it('the phone number in the business settings', async () => {
    const lines = await edit('content/settings/business.yml', (data) => {
      data.phone = '+351 913 000 000';
    });
    expect(lines).toEqual(['phone: +351 913 000 000']);
  });
});

describe("the CMS's formatter", () => {
  it('is the one that writes `*` bullets, folds long text and quotes only where YAML needs it', () => {
    // The form the content used to have: a CMS save would have changed every marked line.
    expect(cmsMarkdown('- one\n- two\n\n__bold__')).toBe('* one\n* two\n\n**bold**');
    const long = 'palavra '.repeat(12).trim();
    expect(cmsText('yaml', { text: long, phone: '+351 912 345 678', nif: '509999990' }, [])).toBe(
      `text: ${'palavra '.repeat(9).trim()}\n  ${'palavra '.repeat(3).trim()}\nphone: +351 912 345 678\nnif: "509999990"\n`,
    );
  });
});
