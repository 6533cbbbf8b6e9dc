// npm run content:format [-- --check]
//
// Writes every file of content/ in the form Decap CMS writes it (scripts/content/decap/), so that
// the owner's next save in the CMS changes only what she changed. For a file edited by hand;
// --check lists the files not in that form and writes nothing (exit code 1 when there are some).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitWhenWritten, terminalText } from '../io/terminal.ts';
import { cmsFieldOrders, toCmsForm } from './decap/content-form.ts';
import { checkContentFile, ContentFileError } from './front-matter.ts';

const CONTENT_FOLDERS = ['products', 'courses', 'blog', 'pages', 'settings'];

/** Every content file (`.md` and `.yml`), as paths from the root: content/blog/post.md. */
export async function contentFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const folder of CONTENT_FOLDERS) {
    const names = await readdir(path.join(root, 'content', folder)).catch(() => [] as string[]);
    for (const name of names.sort()) if (/\.(md|yml)$/.test(name)) files.push(`content/${folder}/${name}`);
  }
  return files;
}

/** Puts every content file of `root` in the CMS's form; the files that were not (all of them when `check`). */
export async function formatContent(root: string, { check = false } = {}): Promise<string[]> {
  const files = await contentFiles(root);
  const pageNames = files
    .filter((file) => file.startsWith('content/pages/'))
    .map((file) => path.basename(file, '.md'));
  const orders = cmsFieldOrders(pageNames);
  const changed: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(root, file), 'utf8');
    // Read first by the one front-matter reader: the CMS's formatter would run a "---js" front matter.
    checkContentFile(text, file);
    const formatted = toCmsForm(file, text, orders);
    if (formatted === text) continue;
    changed.push(file);
    if (!check) await writeFile(path.join(root, file), formatted);
  }
  return changed;
}

/** The command: formats content/ (or, with --check, lists what is not formatted); returns the exit code. */
async function main(check: boolean): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let changed: string[];
  try {
    changed = await formatContent(root, { check });
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    console.error(
      terminalText(
        `Este ficheiro não pode ser lido (e não foi formatado): corrija-o e volte a formatar.\n${error.message}`,
      ),
    );
    return 1;
  }
  for (const file of changed)
    console.log(terminalText(`${check ? 'not in the CMS form' : 'formatted'}: ${file}`));
  console.log(`${changed.length} file(s) ${check ? 'to format (npm run content:format)' : 'formatted'}.`);
  return check && changed.length > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await exitWhenWritten(await main(process.argv.includes('--check')));
}
