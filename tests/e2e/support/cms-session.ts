// What the CMS browser tests share: the local backend (decap-server on a temporary copy, see
// cms-backend.ts) for the whole file, logging in to /admin/ against it, opening an entry, the
// preview pane and publishing. The steps are the owner's, so they live in one place: when Decap
// changes a label or a flow, one function changes, not five test files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Dialog, Frame, Page } from '@playwright/test';
import { startCmsBackend, withLocalBackend, type CmsBackend } from './cms-backend.ts';
import { expect as siteExpect, test } from './fixtures.ts';

/**
 * `expect` for the CMS tests: Decap's editor is a heavy page (a large bundle, the collection
 * loaded after the login, the editor rebuilt after an entry switch), so its assertions get 30 s
 * where the site's get 10 s.
 */
export const expect = siteExpect.configure({ timeout: 30_000 });

/**
 * Decap's own React warnings (prop types of its error boundary and modal), not the project's:
 * every CMS test allows them, and a test adds what else it expects Decap to log.
 */
export const DECAP_WARNINGS = [/Failed prop type/, /findDOMNode/, /defaultProps/];

export type OpenCmsOptions = {
  /**
   * Serve `/images/**` from the edited copy first (default), as `npm start` serves them from the
   * working tree the local backend writes into: a photo uploaded or published shows at once.
   * `false` leaves the site's own pictures, for tests that look at no picture.
   */
  imagesFromCopy?: boolean;
  /**
   * How long the 'Iniciar sessão' button may take to be clickable (default 60 s).
   * Decap loads the collection after the login, which takes more than 10 s on a busy machine.
   */
  loginTimeout?: number;
  /**
   * Answers Decap's window.confirm questions (leaving unsaved changes, replacing a file). Set
   * before the CMS loads so that no question comes unanswered; without it Playwright dismisses
   * every dialog.
   */
  onDialog?: (dialog: Dialog) => void;
};

export type CmsSession = {
  /** The temporary copy decap-server edits: its content/ and public/ are what the CMS wrote. */
  repo: () => string;
  /** The backend's API address (for withLocalBackend). */
  url: () => string;
  /**
   * Opens the CMS with the local backend at the test's port (the served config.yml says
   * `local_backend: true`, decap-server's default port; the test's backend listens elsewhere),
   * logs in and waits for the collections.
   */
  open: (page: Page, options?: OpenCmsOptions) => Promise<void>;
};

/**
 * Call once at the top of a CMS test file: each worker that runs the file's tests starts
 * decap-server on a temporary copy of its own, on a free port, before them, and stops it (removing
 * the copy) after.
 */
export function setupCms(): CmsSession {
  let backend: CmsBackend | undefined;
  test.beforeAll(async () => {
    backend = await startCmsBackend();
  });
  test.afterAll(async () => {
    await backend?.stop();
  });
  const started = (): CmsBackend => {
    if (!backend) throw new Error('decap-server did not start (see the beforeAll hook)');
    return backend;
  };
  const repo = () => started().repo;
  const url = () => started().url;

  async function open(page: Page, options: OpenCmsOptions = {}) {
    await withLocalBackend(page, url());
    if (options.imagesFromCopy ?? true) {
      await page.route('**/images/**', async (route) => {
        const file = path.join(repo(), 'public', decodeURIComponent(new URL(route.request().url()).pathname));
        if (existsSync(file)) await route.fulfill({ path: file });
        else await route.continue();
      });
    }
    if (options.onDialog) page.on('dialog', options.onDialog);
    // Decap's editor is a heavy page: on a busy machine a click or a reload takes seconds.
    page.setDefaultTimeout(30_000);
    // Not the load event: the login button below is what the owner waits for.
    await page.goto('/admin/', { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page
      .getByRole('button', { name: 'Iniciar sessão', exact: true })
      .click({ timeout: options.loginTimeout ?? 60_000 });
    await page.getByRole('link', { name: 'Produtos' }).first().waitFor();
  }

  return { repo, url, open };
}

/**
 * Opens an entry by its address. Decap keeps the previous entry's draft when only the hash
 * changes, so the entry is loaded in a new document (the session stays: Decap keeps it in local
 * storage).
 */
export async function openEntry(page: Page, hashPath: string): Promise<void> {
  // A new document rather than a reload: from one entry's editor to another's, the CMS reloads the
  // page itself (src/cms/entry-switch.ts), and a reload of the test's would race it.
  await page.goto('about:blank');
  // Not the load event: the caller waits for the editor's field it needs.
  await page.goto(`/admin/#${hashPath}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
}

/** The preview pane's document (an iframe Decap renders the preview template into). */
export async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').first().elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('The editor has no preview pane');
  return frame;
}

/**
 * 'Publicar' → 'Publicar agora', without waiting for the outcome: for a publish the CMS refuses,
 * where the test waits for the refusal's message instead.
 */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
}

/** Publishes the open entry and waits until it is saved (the file is then written). */
export async function publish(page: Page): Promise<void> {
  await publishNow(page);
  await page.getByText('Alterações guardadas').first().waitFor({ timeout: 30_000 });
}
