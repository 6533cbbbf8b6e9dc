// The in-app admin's door: the guard on every admin page, the login with the credentials the
// test build was given, logout, no password in dist/, and nothing of the admin on public pages.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { DEMO_ADMIN_LOGIN } from '../../src/lib/admin-env.ts';
import { MIN_PASSWORD_HASH_ITERATIONS, parsePasswordHash } from '../../src/lib/password-hash.ts';
import { paths } from '../../src/lib/paths.ts';
import { signIn } from './admin-session.ts';
import { ADMIN_TEST_LOGIN, ADMIN_TEST_PASSWORD_HASH, DIST_DIR, SITE_URL } from './config.ts';
import { pathOf, setupE2E, visit } from './harness.ts';

const e2e = setupE2E();

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

e2e.test(
  'every admin page but the login sends a signed-out visitor to the login, replacing the entry',
  async ({ page }) => {
    for (const target of GUARDED) {
      await visit(page, paths.about.getHref());
      await visit(page, target);
      await page.getByRole('heading', { level: 1, name: 'Administração' }).waitFor();
      assert.equal(pathOf(page), paths.adminLogin.getHref(), `${target} without the marker`);
      await page.goBack({ waitUntil: 'networkidle' });
      assert.equal(pathOf(page), paths.about.getHref(), `${target} left no history entry of its own`);
    }
  },
);

e2e.test('login: required fields, show/hide, a wrong try, then the right credentials', async ({ page }) => {
  await visit(page, paths.adminLogin.getHref());
  assert.match(await page.title(), /Entrar na Administração/);
  assert.equal(await page.locator('meta[name="robots"]').first().getAttribute('content'), 'noindex');
  // The public layout is not there.
  assert.equal(await page.locator('.site-header, .site-footer').count(), 0);
  // Credentials are configured in the test build: no demo credentials on the page.
  assert.equal(await page.getByText('Credenciais de demonstração').count(), 0);
  assert.equal(await page.getByText(DEMO_ADMIN_LOGIN.demoPassword).count(), 0);
  const cms = page.getByRole('link', { name: 'Abrir o editor de conteúdos (CMS)' });
  assert.equal(await cms.getAttribute('href'), '/admin/');

  const username = page.getByLabel('Utilizador');
  const password = page.getByLabel('Palavra-passe', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar' });

  // Both fields are required: an empty submit does not start a check.
  await submit.click();
  assert.equal(await username.evaluate((input: HTMLInputElement) => input.validity.valueMissing), true);
  await username.fill('alguem');
  await submit.click();
  assert.equal(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing), true);
  assert.equal(await page.getByRole('button', { name: 'A verificar...' }).count(), 0);

  // Show / hide the password.
  await password.fill('segredo');
  assert.equal(await password.getAttribute('type'), 'password');
  await page.getByRole('button', { name: 'Mostrar palavra-passe' }).click();
  assert.equal(await password.getAttribute('type'), 'text');
  await page.getByRole('button', { name: 'Ocultar palavra-passe' }).click();
  assert.equal(await password.getAttribute('type'), 'password');

  // Wrong credentials: 'A verificar...' while checking, then the message, cleared by typing.
  await submit.click();
  await page.getByRole('button', { name: 'A verificar...' }).waitFor();
  const error = page.getByRole('alert').filter({ hasText: 'Credenciais inválidas. Tente novamente.' });
  await error.waitFor();
  assert.equal(pathOf(page), paths.adminLogin.getHref());
  await password.press('x');
  await error.waitFor({ state: 'detached' });
  // The demo credentials do not open a site that has its own.
  await username.fill(DEMO_ADMIN_LOGIN.username);
  await password.fill(DEMO_ADMIN_LOGIN.demoPassword);
  await submit.click();
  await error.waitFor();

  await username.fill(ADMIN_TEST_LOGIN.username);
  await password.fill(ADMIN_TEST_LOGIN.password);
  await submit.click();
  await page.waitForURL('**/admin/dashboard');
  assert.ok(await page.evaluate(() => localStorage.getItem('admin_token')));

  // Signed in: the login page sends the owner on to the dashboard.
  await visit(page, paths.adminLogin.getHref());
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Painel de administração' }).waitFor();
});

e2e.test('logout asks first, and only a yes ends the session', async ({ page }) => {
  await signIn(page);
  const questions: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.getByRole('button', { name: 'Sair' }).click();
  assert.deepEqual(questions, ['Tem a certeza que quer sair?']);
  assert.equal(pathOf(page), paths.adminDashboard.getHref());
  assert.ok(await page.evaluate(() => localStorage.getItem('admin_token')));

  answer = true;
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/admin/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('admin_token')), null);
  await visit(page, paths.adminDashboard.getHref());
  assert.equal(pathOf(page), paths.adminLogin.getHref());
});

e2e.test(
  'the dashboard header links the site in a new tab and the CMS with a full page load',
  async ({ page }) => {
    await signIn(page);
    const site = page.getByRole('link', { name: 'Ver site' });
    assert.equal(await site.getAttribute('href'), '/');
    assert.equal(await site.getAttribute('target'), '_blank');
    assert.match((await site.getAttribute('rel')) ?? '', /noopener/);
    assert.equal(
      await page.getByRole('link', { name: 'Abrir o editor de conteúdos (CMS)' }).getAttribute('href'),
      '/admin/',
    );
  },
);

e2e.test('dist/ holds neither password nor their unsalted SHA-256, only the salted slow hash', async () => {
  const files = filesUnder(DIST_DIR);
  const holding = (text: string) =>
    files
      .filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')))
      .map((f) => path.relative(DIST_DIR, f));
  for (const password of [ADMIN_TEST_LOGIN.password, DEMO_ADMIN_LOGIN.demoPassword]) {
    assert.deepEqual(holding(password), []);
    // An unsalted SHA-256, in any of its usual spellings, is looked up or guessed in seconds.
    const digest = createHash('sha256').update(password).digest();
    for (const spelling of [
      digest.toString('hex'),
      digest.toString('hex').toUpperCase(),
      digest.toString('base64'),
    ])
      assert.deepEqual(holding(spelling), [], `the unsalted SHA-256 of a password is published`);
  }
  // The build did receive the configured login (else the test above proves nothing), as a
  // salted hash of hundreds of thousands of iterations.
  assert.ok(holding(ADMIN_TEST_PASSWORD_HASH).length > 0, 'the configured hash is in the admin code');
  const parsed = parsePasswordHash(ADMIN_TEST_PASSWORD_HASH);
  assert.ok(typeof parsed !== 'string' && parsed.iterations >= MIN_PASSWORD_HASH_ITERATIONS);
});

e2e.test(
  'the first load of / carries no admin code or styles; the admin loads its own stylesheet',
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(page, paths.home.getHref());
    const assets = requested.filter((url) => url.startsWith(`${SITE_URL}/assets/`));
    assert.ok(assets.some((url) => url.endsWith('.js')) && assets.some((url) => url.endsWith('.css')));

    const manifest = JSON.parse(
      readFileSync(path.join(DIST_DIR, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; src?: string }>;
    const adminFiles = Object.entries(manifest)
      .filter(([key]) => key.includes('admin'))
      .map(([, entry]) => `/${entry.file}`);
    assert.ok(adminFiles.length >= 6, `the admin's chunks are in the manifest: ${adminFiles.join(', ')}`);
    const loadedAdmin = assets.filter((url) => adminFiles.some((file) => url.endsWith(file)));
    assert.deepEqual(loadedAdmin, [], 'admin chunks requested by /');

    // Nothing requested by / holds admin code or rules, whatever chunk it would hide in.
    for (const url of assets) {
      const text = readFileSync(path.join(DIST_DIR, new URL(url).pathname), 'utf8');
      assert.ok(!text.includes('Credenciais inválidas'), `${url} holds the admin login`);
      assert.ok(!text.includes('admin-table'), `${url} holds the admin dashboard or its styles`);
    }

    // The admin's stylesheet: its own file, minified, linked on admin pages only.
    const before = requested.length;
    await visit(page, paths.adminLogin.getHref());
    const adminCss = requested
      .slice(before)
      .filter((url) => url.startsWith(`${SITE_URL}/assets/`) && url.endsWith('.css'))
      .map((url) => new URL(url).pathname)
      .filter((file) => readFileSync(path.join(DIST_DIR, file), 'utf8').includes('.admin-login'));
    assert.equal(adminCss.length, 1, 'the admin page linked the admin stylesheet');
    const css = readFileSync(path.join(DIST_DIR, adminCss[0] ?? ''), 'utf8');
    assert.ok(!css.includes('/*') && css.split('\n').length <= 3, 'the admin stylesheet is minified');
    const display = await page
      .locator('.admin-login')
      .evaluate((element) => getComputedStyle(element).display);
    assert.equal(display, 'grid', 'the admin rules apply');
  },
);
