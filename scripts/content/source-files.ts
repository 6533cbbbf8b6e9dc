// The gate every content file passes before it is parsed: the folder's own files only (the right
// extension, no hidden files, no links out of the folder), each in UTF-8 (a file that is not is
// named with the line of its first wrong byte).
import { isUtf8 } from 'node:buffer';
import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProblemList, SourceFile } from './problems.ts';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The line (1-based) of the first byte that is not UTF-8: a line break is never inside a character. */
function firstNonUtf8Line(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    if (!isUtf8(bytes.subarray(start, i))) return line;
    line++;
    start = i + 1;
  }
  return 1;
}

/** What a content folder holds: its files' extension, and what one file is, for the messages. */
export type FolderRule = { extension: '.md' | '.yml'; holds: string };

/** Other spellings of an extension, which the build would otherwise skip without a word. */
const OTHER_SPELLINGS: Record<FolderRule['extension'], RegExp> = {
  '.md': /\.(md|markdown|mdown|mkdn?|mdwn|mdtxt)$/i,
  '.yml': /\.(ya?ml)$/i,
};

const HIDDEN_FILE =
  'O nome do ficheiro começa por um ponto: um ficheiro assim fica oculto e o site não o lê. Dê-lhe um nome que ' +
  'comece por uma letra ou algarismo (por exemplo o título, em minúsculas e com hífenes)';

/**
 * The files of a content folder, decoded as UTF-8 (a byte-order mark is dropped). Hidden files
 * (.DS_Store, .gitkeep) are ignored, but one named like a content file ('.md', '.rascunho.md') is
 * a problem; so is any other entry that is not a `rule.extension` file, so that nothing the owner
 * puts there is skipped without a word: a misspelt extension (.markdown, .MD) is to be renamed,
 * anything else moved or deleted. So is a file not saved as UTF-8.
 */
export async function readSources(
  dir: string,
  rule: FolderRule,
  root: string,
  problems: ProblemList,
): Promise<SourceFile[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const relative = (name: string) => path.relative(root, path.join(dir, name)).split(path.sep).join('/');
  const names: string[] = [];
  for (const entry of entries) {
    const name = entry.name;
    if (name.startsWith('.')) {
      // '.md' (from a title with no letter, say) would otherwise be skipped without a word.
      if (entry.isFile() && OTHER_SPELLINGS[rule.extension].test(name)) {
        problems.add(relative(name), 1, 'file', HIDDEN_FILE);
      }
      continue;
    }
    if (entry.isFile() && name.endsWith(rule.extension)) {
      names.push(name);
    } else if (entry.isFile() && OTHER_SPELLINGS[rule.extension].test(name)) {
      const renamed = name.replace(OTHER_SPELLINGS[rule.extension], rule.extension);
      problems.add(
        relative(name),
        1,
        'file',
        `O ficheiro não é lido: o nome deve terminar em ${rule.extension} (minúsculas); mude o nome para ${renamed}`,
      );
    } else {
      const what = entry.isDirectory() ? 'Pasta inesperada' : 'Ficheiro inesperado';
      problems.add(
        relative(name),
        1,
        'file',
        `${what}: esta pasta só pode ter ficheiros ${rule.extension} (${rule.holds}); mova-o para outro lugar ou apague-o`,
      );
    }
  }
  names.sort();
  const sources = await Promise.all(
    names.map(async (name) => {
      const file = relative(name);
      const bytes = await readFile(path.join(dir, name));
      try {
        return { file, text: utf8.decode(bytes) };
      } catch {
        problems.add(
          file,
          firstNonUtf8Line(bytes),
          'file',
          'O ficheiro não está gravado em UTF-8 (os acentos ficariam trocados no site): abra-o e grave-o de novo com a codificação UTF-8',
        );
        return undefined;
      }
    }),
  );
  return sources.filter((source) => source !== undefined);
}
