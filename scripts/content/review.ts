// npm run content:review -- [base]: what a content change does to the published site, for the
// person who reviews it (docs/editing.md, "Reviewing a content change"). `base` is a Git revision; without
// it, the merge base of HEAD with main. The working tree's content/ and public/ are compiled
// and compared with the base's (exported from Git into a temporary folder, never written here):
// items added, removed, moved to another address or changed field by field, pictures, the site
// paths whose HTML changes, and the warnings that deserve a second look (review-report.ts). Exits 1 only when the content build
// refuses the change (its `path:line` messages are printed); 2 when the base cannot be read.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { todayIso } from '../../src/lib/dates.ts';
import { exitWhenWritten } from '../io/terminal.ts';
import { compileContent, type CompiledContent } from './compile.ts';
import { formatProblem } from './problems.ts';
import { reviewContent, type Picture } from './review-report.ts';

function git(cwd: string, args: string[]): { ok: boolean; out: string; err: string } {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** The base revision: the one given, or where HEAD left main (HEAD itself when on main). */
export function baseRevision(root: string, given: string | undefined): string {
  if (given !== undefined && given !== '') return given;
  for (const main of ['main', 'origin/main']) {
    const found = git(root, ['merge-base', 'HEAD', main]);
    if (found.ok && found.out !== '') return found.out;
  }
  return 'HEAD';
}

/** The commit that `revision` names in the repository at `root`, or undefined when none does. */
export function resolveCommit(root: string, revision: string): string | undefined {
  const resolved = git(root, ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  return resolved.ok ? resolved.out : undefined;
}

/**
 * Writes `parts` of `revision` (by default its content/ and public/; [] for the whole tree) into
 * `dir` (git archive, unpacked by tar). Also used by review-screenshots.ts, which builds the base.
 */
export function exportRevision(
  root: string,
  revision: string,
  dir: string,
  parts: string[] = ['content', 'public'],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', revision, ...parts], { cwd: root });
    const tar = spawn('tar', ['-x', '-C', dir]);
    let errors = '';
    archive.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    const done = (code: number | null) => {
      if (code !== 0) reject(new Error(errors.trim() || `git archive ${revision} failed`));
      else if ((pending -= 1) === 0) resolve();
    };
    archive.on('close', done);
    tar.on('close', done);
  });
}

/** Every picture under `root/public/images`, by its site path. */
async function pictures(root: string): Promise<Map<string, Picture>> {
  const found = new Map<string, Picture>();
  const imagesDir = path.join(root, 'public', 'images');
  const entries = await readdir(imagesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const size = await sharp(bytes)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    const sitePath = `/${path.relative(path.join(root, 'public'), file).split(path.sep).join('/')}`;
    found.set(sitePath, {
      bytes: bytes.length,
      width: size.width,
      height: size.height,
      hash: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return found;
}

export type ReviewOutcome = { text: string; exitCode: 0 | 1 | 2 };

/** The whole review of the working tree at `root` against `given` (or the merge base with main). */
export async function reviewChange(root: string, given?: string, today = todayIso()): Promise<ReviewOutcome> {
  const base = baseRevision(root, given);
  const commit = resolveCommit(root, base);
  if (commit === undefined) {
    return { text: `content:review: a revisão ${base} não existe neste repositório.\n`, exitCode: 2 };
  }
  const out: string[] = [
    `Revisão do conteúdo: ${base === commit ? base.slice(0, 12) : base} → a árvore de trabalho`,
  ];
  const head = await compileContent(root, 0);
  if (!head.ok) {
    out.push(
      '',
      `A compilação do conteúdo RECUSA a alteração (${head.problems.length} problema${head.problems.length === 1 ? '' : 's'}):`,
      ...head.problems.map((problem) => `  ${formatProblem(problem)}`),
    );
    return { text: `${out.join('\n')}\n`, exitCode: 1 };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'content-review-'));
  try {
    await exportRevision(root, commit, dir);
    const before = await compileContent(dir, 0);
    out.push('A compilação do conteúdo aceita a alteração.');
    if (!before.ok) {
      out.push('', 'A base já era recusada pela compilação: sem comparação, item a item.');
      return { text: `${out.join('\n')}\n`, exitCode: 0 };
    }
    const review = reviewContent({
      base: before.content as CompiledContent,
      head: head.content,
      basePictures: await pictures(dir),
      headPictures: await pictures(root),
      today,
    });
    out.push('');
    if (review.lines.length === 0) out.push('Nada muda no site publicado.');
    else out.push(...review.lines);
    out.push('');
    if (review.warnings.length === 0) out.push('Avisos: nenhum.');
    else
      out.push(
        `Avisos (${review.warnings.length}), para uma pessoa julgar:`,
        ...review.warnings.map((w) => `  ⚠ ${w}`),
      );
    return { text: `${out.join('\n')}\n`, exitCode: 0 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  try {
    const { text, exitCode } = await reviewChange(root, process.argv[2]);
    process.stdout.write(text);
    exitWhenWritten(exitCode);
  } catch (error) {
    console.error(`content:review: ${error instanceof Error ? error.message : String(error)}`);
    exitWhenWritten(2);
  }
}
