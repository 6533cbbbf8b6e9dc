import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentOutputs } from './build-content.ts';
import { compileContent } from './content/compile.ts';
import { formatProblem } from './content/problems.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run content', () => {
  // A save in the CMS rebuilds the content: were any output tracked, the owner's change would
  // rewrite it, and the CMS's git mode (which rebases) would then refuse her next save.
  it('writes only files that Git ignores, so a change of content never changes a tracked file', async () => {
    const result = await compileContent(repoRoot, 1);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const outputs = [...contentOutputs(result.content).keys()];
    expect(outputs).toContain('public/admin/config.yml');
    // check-ignore lists the paths Git ignores; a tracked file is never among them, even if a rule matches it.
    const ignored = execFileSync('git', ['check-ignore', '--stdin'], {
      cwd: repoRoot,
      input: outputs.join('\n'),
      encoding: 'utf8',
    });
    expect(ignored.split('\n').filter(Boolean).sort()).toEqual([...outputs].sort());
  });
});
