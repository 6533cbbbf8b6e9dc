// One change is one line (docs/decisions/014-cms-file-form.md): the files of content/ are in the
// form Decap writes, so when the owner changes one field in the CMS and publishes, the file's
// diff is that one line, as a reviewer of her change reads it. The real CMS of the production
// build against its local backend (decap-server, file mode) on a temporary copy of content/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CMS_BACKEND_URL, withLocalBackend } from './cms-backend.ts';
import { DECAP_WARNINGS, publish, setupCms } from './cms-session.ts';
import { screenshot, setupE2E } from './harness.ts';

const e2e = setupE2E();
const cms = setupCms();
const repo = cms.repo;

/**
 * Logs in to the CMS (local backend at the test's port) straight at an entry's address, and waits
 * for its editor: unlike `cms.open` and `openEntry`, the entry is the first page the CMS loads,
 * so no other entry's draft can linger and no fresh document is needed.
 */
async function logInAtEntry(page: Page, hashPath: string) {
  await withLocalBackend(page, CMS_BACKEND_URL);
  await page.goto(`/admin/#${hashPath}`);
  await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
  await page.getByLabel('Título', { exact: true }).waitFor();
}

/** `git diff --numstat` of a file's text before and after: lines added and deleted, and the diff. */
function numstat(before: string, file: string): { added: number; deleted: number; diff: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'one-line-'));
  try {
    const old = path.join(dir, path.basename(file));
    writeFileSync(old, before);
    const git = (...args: string[]) =>
      spawnSync('git', ['diff', '--no-index', ...args, old, file], { encoding: 'utf8' }).stdout;
    const [added = 'none', deleted = 'none'] = git('--numstat').split('\t');
    return { added: Number(added), deleted: Number(deleted), diff: git('--unified=0') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

e2e.test(
  "a course's new price is one changed line of its file",
  { viewport: 'desktop', timeout: 120_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    // A course with a short description longer than a line: Decap folds it.
    const file = path.join(repo(), 'content', 'courses', 'curso-de-aperfeicoamento-em-gel.md');
    const before = readFileSync(file, 'utf8');
    assert.match(before, /^description: .*\n {2}\S/m, 'the description is folded over two lines');

    await logInAtEntry(page, '/collections/courses/entries/curso-de-aperfeicoamento-em-gel');
    await page.getByLabel('Preço', { exact: true }).fill('295');
    await publish(page);

    const { added, deleted, diff } = numstat(before, file);
    assert.deepEqual({ added, deleted }, { added: 1, deleted: 1 }, diff);
    assert.match(diff, /^-price: \d+\n\+price: 295$/m);
  },
);

e2e.test(
  "words typed into a post's text are one changed line of its file",
  { viewport: 'desktop', timeout: 120_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    // A post with a list, bold text and a folded excerpt: everything the editor writes its own way.
    const file = path.join(repo(), 'content', 'blog', 'nail-art-minimalista-para-o-dia-a-dia.md');
    const before = readFileSync(file, 'utf8');
    assert.match(before, /^\* .*\*\*/m, 'the post has a list with bold text');

    await logInAtEntry(page, '/collections/blog/entries/nail-art-minimalista-para-o-dia-a-dia');
    // Typing in the rich-text editor makes the CMS write the whole text again, from its document.
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type('Até breve! ');
    await screenshot(page, 'cms-one-line-post-editor', 'desktop');
    await publish(page);

    const { added, deleted, diff } = numstat(before, file);
    assert.deepEqual({ added, deleted }, { added: 1, deleted: 1 }, diff);
    assert.match(diff, /^\+.*Até breve! /m);
  },
);
