// The in-app admin's door: the guard on every admin page, the login with the credentials the
// test build was given, logout, no password in dist/, and nothing of the admin on public pages.
// The login form's own behaviour (checking, the wrong-credentials message cleared by typing,
// show/hide of the password) is tested in src/features/in-app-admin/login/admin-login-page.test.tsx;
// here what needs the real build and a browser: the configured login, native required fields,
// the stored session across page loads, the history entry the guard replaces.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { DEMO_ADMIN_LOGIN } from '../../src/lib/in-app-admin/admin-env.ts';
import { MIN_PASSWORD_HASH_ITERATIONS, parsePasswordHash } from '../../src/lib/in-app-admin/password-hash.ts';
import { paths } from '../../src/lib/paths.ts';
import { ADMIN_TEST_LOGIN, ADMIN_TEST_PASSWORD_HASH, DIST_DIR } from './support/config.ts';
import { expect, SITE_URL, test, visit } from './support/fixtures.ts';

const GUARDED = [
  paths.adminDashboard.getHref(),
  paths.adminDashboard.getHref('blog'),
  paths.adminProductNew.getHref(),
  paths.adminProductEdit.getHref(1),
  paths.adminCourseNew.getHref(),
  paths.adminCourseEdit.getHref(1),
  paths.adminPostNew.getHref(),
  paths.adminPostEdit.getHref(1),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** The URL of a site path, for toHaveURL. */
const at = (sitePath: string) => `${SITE_URL}${sitePath}`;

test('every admin page but the login sends a signed-out visitor to the login, replacing the entry', async ({
  page,
}) => {
  for (const target of GUARDED) {
    await visit(page, paths.about.getHref());
    await visit(page, target);
    await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
    await expect(page, `${target} without the marker`).toHaveURL(at(paths.adminLogin.getHref()));
    await page.goBack();
    await expect(page, `${target} left no history entry of its own`).toHaveURL(at(paths.about.getHref()));
  }
});

test('login: required fields, a wrong try, the demo login refused, then the right credentials', async ({
  page,
}) => {
  await visit(page, paths.adminLogin.getHref());
  await expect(page).toHaveTitle(/Entrar na Administração/);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
  // The public layout is not there.
  await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
  // Credentials are configured in the test build: no demo credentials on the page.
  await expect(page.getByText('Credenciais de demonstração')).toHaveCount(0);
  await expect(page.getByText(DEMO_ADMIN_LOGIN.demoPassword)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Abrir o editor de conteúdos (CMS)' })).toHaveAttribute(
    'href',
    '/admin/',
  );

  const username = page.getByLabel('Utilizador');
  const password = page.getByLabel('Palavra-passe', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar' });

  // Both fields are required: the browser stops an empty submit before any check starts.
  await submit.click();
  expect(await username.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await username.fill('alguem');
  await submit.click();
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByRole('button', { name: 'A verificar...' })).toHaveCount(0);

  // Wrong credentials: the message, and no way in.
  await password.fill('segredo');
  await submit.click();
  const error = page.getByRole('alert').filter({ hasText: 'Credenciais inválidas. Tente novamente.' });
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(at(paths.adminLogin.getHref()));
  // The demo credentials do not open a site that has its own.
  await username.fill(DEMO_ADMIN_LOGIN.username);
  await password.fill(DEMO_ADMIN_LOGIN.demoPassword);
  await expect(error).toHaveCount(0);
  await submit.click();
  await expect(error).toBeVisible();

  await username.fill(ADMIN_TEST_LOGIN.username);
  await password.fill(ADMIN_TEST_LOGIN.password);
  await submit.click();
  await page.waitForURL('**/admin/dashboard');
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();

  // Signed in, after a full page load: the login page sends the owner on to the dashboard.
  await visit(page, paths.adminLogin.getHref());
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel de administração' })).toBeVisible();
});

test('the dashboard header links the site and the CMS; logout asks first, only a yes ends it', async ({
  admin: page,
}) => {
  const site = page.getByRole('link', { name: 'Ver site' });
  await expect(site).toHaveAttribute('href', '/');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: 'Abrir o editor de conteúdos (CMS)' })).toHaveAttribute(
    'href',
    '/admin/',
  );

  const questions: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.getByRole('button', { name: 'Sair' }).click();
  expect(questions).toEqual(['Tem a certeza que quer sair?']);
  await expect(page).toHaveURL(at(paths.adminDashboard.getHref()));
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();

  answer = true;
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  await visit(page, paths.adminDashboard.getHref());
  await expect(page).toHaveURL(at(paths.adminLogin.getHref()));
});

test('dist/ holds neither password nor their unsalted SHA-256, only the salted slow hash', () => {
  const files = filesUnder(DIST_DIR);
  const holding = (text: string) =>
    files
      .filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')))
      .map((f) => path.relative(DIST_DIR, f));
  for (const password of [ADMIN_TEST_LOGIN.password, DEMO_ADMIN_LOGIN.demoPassword]) {
    expect(holding(password)).toEqual([]);
    // An unsalted SHA-256, in any of its usual spellings, is looked up or guessed in seconds.
    const digest = createHash('sha256').update(password).digest();
    for (const spelling of [
      digest.toString('hex'),
      digest.toString('hex').toUpperCase(),
      digest.toString('base64'),
    ])
      expect(holding(spelling), 'the unsalted SHA-256 of a password is published').toEqual([]);
  }
  // The build did receive the configured login (else the test above proves nothing), as a
  // salted hash of hundreds of thousands of iterations.
  expect(
    holding(ADMIN_TEST_PASSWORD_HASH).length,
    'the configured hash is in the admin code',
  ).toBeGreaterThan(0);
  const parsed = parsePasswordHash(ADMIN_TEST_PASSWORD_HASH);
  expect(typeof parsed !== 'string' && parsed.iterations >= MIN_PASSWORD_HASH_ITERATIONS).toBe(true);
});

test('the first load of / carries no admin code or styles; the admin loads its own stylesheet', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await visit(page, paths.home.getHref());
  const assets = requested.filter((url) => url.startsWith(`${SITE_URL}/assets/`));
  expect(assets.some((url) => url.endsWith('.js')) && assets.some((url) => url.endsWith('.css'))).toBe(true);

  const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const adminFiles = Object.entries(manifest)
    .filter(([key]) => key.includes('admin'))
    .map(([, entry]) => `/${entry.file}`);
  expect(
    adminFiles.length,
    `the admin's chunks are in the manifest: ${adminFiles.join(', ')}`,
  ).toBeGreaterThanOrEqual(6);
  const loadedAdmin = assets.filter((url) => adminFiles.some((file) => url.endsWith(file)));
  expect(loadedAdmin, 'admin chunks requested by /').toEqual([]);

  // Nothing requested by / holds admin code or rules, whatever chunk it would hide in.
  for (const url of assets) {
    const text = readFileSync(path.join(DIST_DIR, new URL(url).pathname), 'utf8');
    expect(text.includes('Credenciais inválidas'), `${url} holds the admin login`).toBe(false);
    expect(text.includes('admin-table'), `${url} holds the admin dashboard or its styles`).toBe(false);
  }

  // The admin's stylesheet: its own file, minified, linked on admin pages only.
  const before = requested.length;
  await visit(page, paths.adminLogin.getHref());
  // The admin's code and stylesheet load with its page, after hydration: their rules applied
  // means the stylesheet was requested.
  await expect(page.locator('.admin-login'), 'the admin rules apply').toHaveCSS('display', 'grid');
  const adminCss = requested
    .slice(before)
    .filter((url) => url.startsWith(`${SITE_URL}/assets/`) && url.endsWith('.css'))
    .map((url) => new URL(url).pathname)
    .filter((file) => readFileSync(path.join(DIST_DIR, file), 'utf8').includes('.admin-login'));
  expect(adminCss.length, 'the admin page linked the admin stylesheet').toBe(1);
  const css = readFileSync(path.join(DIST_DIR, adminCss[0] ?? ''), 'utf8');
  expect(!css.includes('/*') && css.split('\n').length <= 3, 'the admin stylesheet is minified').toBe(true);
  await expect(page.locator('.admin-login'), 'the admin rules apply').toHaveCSS('display', 'grid');
});
