// One change is one line (docs/decisions/014-cms-file-form.md): the files of content/ are in the
// form Decap writes, so when the owner changes one field in the CMS and publishes, the file's
// diff is that one line, as a reviewer of her change reads it. The real CMS of the production
// build against its local backend (decap-server, file mode) on a temporary copy of content/.
//
// A browser test: the form of the file is Decap's own writer's, which no component test runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { withLocalBackend } from './support/cms-backend.ts';
import { DECAP_WARNINGS, expect, publish, setupCms } from './support/cms-session.ts';
import { test } from './support/fixtures.ts';

const cms = setupCms();
const repo = cms.repo;

// A tuple: Playwright reads an array of two or more objects given to test.use as [value, options].
test.use({ allowErrors: [DECAP_WARNINGS, { scope: 'test' }] });

/**
 * Logs in to the CMS (this worker's local backend) straight at an entry's address, and waits for
 * its editor: unlike `cms.open` and `openEntry`, the entry is the first page the CMS loads, so no
 * other entry's draft can linger and no fresh document is needed.
 */
async function logInAtEntry(page: Page, hashPath: string) {
  await withLocalBackend(page, cms.url());
  page.setDefaultTimeout(30_000);
  await page.goto(`/admin/#${hashPath}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click({ timeout: 60_000 });
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
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

test("a course's new price is one changed line of its file", { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(120_000);
  // A course with a short description longer than a line: Decap folds it.
  const file = path.join(repo(), 'content', 'courses', 'curso-de-aperfeicoamento-em-gel.md');
  const before = readFileSync(file, 'utf8');
  expect(before, 'the description is folded over two lines').toMatch(/^description: .*\n {2}\S/m);

  await logInAtEntry(page, '/collections/courses/entries/curso-de-aperfeicoamento-em-gel');
  await page.getByLabel('Preço', { exact: true }).fill('295');
  await publish(page);

  const { added, deleted, diff } = numstat(before, file);
  expect({ added, deleted }, diff).toEqual({ added: 1, deleted: 1 });
  expect(diff).toMatch(/^-price: \d+\n\+price: 295$/m);
});

test(
  "words typed into a post's text are one changed line of its file",
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // A post with a list, bold text and a folded excerpt: everything the editor writes its own way.
    const file = path.join(repo(), 'content', 'blog', 'nail-art-minimalista-para-o-dia-a-dia.md');
    const before = readFileSync(file, 'utf8');
    expect(before, 'the post has a list with bold text').toMatch(/^\* .*\*\*/m);

    await logInAtEntry(page, '/collections/blog/entries/nail-art-minimalista-para-o-dia-a-dia');
    // Typing in the rich-text editor makes the CMS write the whole text again, from its document.
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type('Até breve! ');
    await publish(page);

    const { added, deleted, diff } = numstat(before, file);
    expect({ added, deleted }, diff).toEqual({ added: 1, deleted: 1 });
    expect(diff).toMatch(/^\+.*Até breve! /m);
  },
);
