// `npm start` as the owner uses it (README, "Run it"; docs/commands.md): the real command, on a temporary copy of
// the project (scripts/bench/temp-project.ts: the checkout's content/ is never touched). In the
// CMS of its dev server she publishes three products with new photos in a row; each is then on
// its page with its picture (a variant, not 'Imagem Não Encontrada'), every photo was encoded
// once, and the CMS said the site was updated: a photo publish must not kill npm start. A file
// she breaks by hand shows in the CMS with the build's message until it is fixed. Ctrl+C then
// leaves no process behind and the ports free. Uses no dist/ of its own (the shared server of
// global-setup.ts is not looked at): E2E_SKIP_BUILD=1 npx playwright test npm-start.
//
// npm start's ports: E2E_START_SITE_PORT (4181), E2E_START_CMS_PORT (4189), E2E_START_SINK_PORT (4198).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { makeTempProject } from '../../scripts/bench/temp-project.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';
import { portIsFree } from '../../scripts/dev/ports.ts';
import { groupMembers } from '../../scripts/dev/supervisor.ts';
import { paths } from '../../src/lib/paths.ts';
import { slugify } from '../../src/lib/slug.ts';
import { DECAP_WARNINGS } from './support/cms-session.ts';
import { ARTIFACTS_DIR, ROOT_DIR } from './support/config.ts';
import { expect, test } from './support/fixtures.ts';

const SITE_PORT = Number(process.env.E2E_START_SITE_PORT ?? 4181);
const CMS_PORT = Number(process.env.E2E_START_CMS_PORT ?? 4189);
const SINK_PORT = Number(process.env.E2E_START_SINK_PORT ?? 4198);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const PORTS = [SITE_PORT, CMS_PORT, SINK_PORT];

/** Whether the site answers a page, or decap-server its 'info' action. */
const answers = (url: string) =>
  fetch(
    url,
    url.includes('/api/v1')
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' }
      : {},
  )
    .then((response) => response.ok)
    .catch(() => false);

/** Every process started from `pid`, however deep (read from /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = '';
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent && !found.includes(child)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** Whether `pid` runs (a zombie no longer does). */
async function runs(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

/** Kills what is left of npm start (its group and its children's groups): never an orphan. */
function killAll(pids: number[]) {
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Not a group leader, or gone.
    }
  }
}

const photo = (colour: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Creates a product with a new photo and publishes it; waits for the CMS's saved message. */
async function publishProduct(page: Page, name: string, file: string, colour: string) {
  // A new document: Decap keeps the previous entry's draft when only the hash changes. (The dev
  // server's CMS is large and unminified: slow to load on a busy machine.)
  await page.goto('about:blank');
  await page.goto(`${SITE}/admin/#/collections/products/new`, {
    waitUntil: 'domcontentloaded',
    timeout: 120_000,
  });
  const nameField = page.getByLabel('Nome', { exact: true });
  await expect(nameField, 'a new, empty product').toHaveValue('', { timeout: 120_000 });
  await nameField.fill(name);
  await page.getByLabel('Preço', { exact: true }).fill('12.5');
  await page.getByLabel(/^Stock/).fill('5');
  await page.getByLabel('Categoria', { exact: true }).fill('Unhas');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Adicionar imagem' }).click();
  await page.getByRole('button', { name: 'Escolher uma imagem' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: file, mimeType: 'image/jpeg', buffer: await photo(colour) });
  await page.getByRole('button', { name: 'Escolher os selecionados' }).click();
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type(`Produto de teste ${name}.`);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
  await expect(page.getByText('Alterações guardadas').first()).toBeVisible({ timeout: 30_000 });
}

test('npm start: three products with new photos published in a row are each on their page with their picture; Ctrl+C stops everything', async ({
  page,
  log,
}) => {
  test.setTimeout(900_000);
  page.context().setDefaultTimeout(30_000);
  log.allow(...DECAP_WARNINGS);
  // The copy's node_modules links to the checkout's, outside the copy: Vite refuses those files
  // (the site's font) with a 403, which only the copy has (checked by address below).
  log.allow(/the server responded with a status of 403/);

  for (const port of PORTS) {
    expect(
      await portIsFree(port),
      `port ${port} is in use: stop what runs there or set E2E_START_*_PORT`,
    ).toBe(true);
  }
  const project = await makeTempProject('npm-start-e2e-');
  let npmStart: ChildProcess | undefined;
  let output = '';
  // Even when the worker ends before the `finally` below (a timeout): never an orphan.
  const killLeft = () => {
    if (npmStart?.pid !== undefined && npmStart.exitCode === null) {
      killAll([npmStart.pid, ...descendants(npmStart.pid)]);
    }
  };
  process.once('exit', killLeft);
  const said = () => `npm start said:\n${output.slice(-4000)}`;
  try {
    // The sample photos' encoded variants, so that the first build does not encode them again.
    await cp(
      path.join(ROOT_DIR, 'node_modules', '.cache', 'images'),
      path.join(project, 'node_modules', '.cache', 'images'),
      { recursive: true },
    ).catch(() => {});
    // Its own process group, as a terminal runs it: Ctrl+C reaches the whole group.
    npmStart = spawn('npm', ['start'], {
      cwd: project,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SITE_PORT: String(SITE_PORT),
        CMS_BACKEND_PORT: String(CMS_PORT),
        WEBHOOK_SINK_PORT: String(SINK_PORT),
      },
    });
    const pid = npmStart.pid!;
    npmStart.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npmStart.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => (await answers(`${SITE}/`)) && (await answers(`http://127.0.0.1:${CMS_PORT}/api/v1`)),
        { message: 'npm start serves the site and the CMS backend', timeout: 240_000, intervals: [250] },
      )
      .toBe(true);

    // The CMS of npm start's dev server (local backend: no password). The dev server compiles
    // Decap on first use: the first load is slow on a busy machine.
    // Not even the DOMContentLoaded event: the module graph Vite serves runs before it, and
    // the login button below is what the owner waits for.
    await page.goto(`${SITE}/admin/`, { timeout: 60_000, waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click({ timeout: 240_000 });
    await expect(page.getByRole('link', { name: 'Produtos' }).first()).toBeVisible({ timeout: 60_000 });

    const products = [
      { name: 'Gel Teste Arranque Um', file: 'arranque-um.jpg', colour: '#c04060' },
      { name: 'Gel Teste Arranque Dois', file: 'arranque-dois.jpg', colour: '#40a060' },
      { name: 'Gel Teste Arranque Três', file: 'arranque-tres.jpg', colour: '#4060c0' },
    ];
    for (const product of products) await publishProduct(page, product.name, product.file, product.colour);
    // The CMS reports the build that followed the last save.
    const report = page.locator('[data-build-report]');
    await expect(report.getByText('O site foi atualizado.'), said()).toBeVisible({ timeout: 120_000 });

    const site = await page.context().newPage();
    for (const product of products) {
      const file = path.join(project, 'content', 'products', `${slugify(product.name)}.md`);
      const { data } = frontMatterOf(await readFile(file, 'utf8'));
      expect(data.images).toEqual([`/images/products/${product.file}`]);
      await site.goto(`${SITE}${paths.product.getHref(data.id as number)}`);
      await expect(site.getByRole('heading', { name: product.name, level: 1 })).toBeVisible({
        timeout: 60_000,
      });
      const picture = site.locator('img.product-gallery__image').first();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${product.name}: its picture shows`,
        })
        .toBe(true);
      // The responsive variant made for it, not the original.
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/_img\/products\/arranque-/,
      );
      await expect(site.getByText('Imagem Não Encontrada')).toHaveCount(0);
    }

    // Every photo encoded once: 6 variants each (400 px wide: 320 and 400 in three formats).
    const encoded = [...output.matchAll(/Images(?: OK)?: .*?(\d+) variant\(s\) encoded/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    expect(encoded, said()).toBe(3 * 6);
    expect(output).not.toMatch(/unhandled|ENOENT: no such file or directory, rename/i);

    // A file broken by hand: the CMS shows the build's message until it is fixed. (The CMS's tab
    // in front again: Chromium slows the timers of a hidden tab.)
    await site.close();
    await page.bringToFront();
    const broken = path.join(project, 'content', 'products', 'gel-teste-arranque-um.md');
    const good = await readFile(broken, 'utf8');
    await writeFile(broken, good.replace(/^price: .*$/m, 'price: -1'));
    const alert = page.getByRole('alert').filter({ hasText: 'O site não foi atualizado' });
    await expect(alert.getByText('content/products/gel-teste-arranque-um.md:', { exact: false })).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    expect(await alert.innerText()).toMatch(/^O site não foi atualizado: o conteúdo tem 1 problema\./);
    await writeFile(broken, good);
    await expect(alert).toBeHidden({ timeout: 60_000 });

    const forbidden = log.errors.filter((e) => /status of 403/.test(e.text));
    expect(forbidden.filter((e) => !e.url.includes('/@fs/'))).toEqual([]);
    await page.close();

    // Ctrl+C in the terminal: SIGINT to npm start's process group. Nothing of it is left after.
    const started = descendants(pid);
    expect(started.length, `npm start's processes: ${started.join(', ')}`).toBeGreaterThanOrEqual(4);
    const exited = new Promise((resolve) => npmStart?.once('exit', resolve));
    process.kill(-pid, 'SIGINT');
    await exited;
    await expect
      .poll(async () => (await Promise.all(started.map(runs))).some(Boolean), {
        message: 'every process of npm start ends',
        timeout: 15_000,
      })
      .toBe(false);
    expect(groupMembers(pid)).toEqual([]);
    for (const port of PORTS) expect(await portIsFree(port), `port ${port} is free`).toBe(true);
    expect(output).toMatch(/\[start\] Ctrl\+C; stopping everything\./);
  } finally {
    killLeft();
    process.removeListener('exit', killLeft);
    await writeFile(path.join(ARTIFACTS_DIR, 'npm-start-output.log'), output).catch(() => {});
    await rm(project, { recursive: true, force: true });
  }
});
