// `npm start` as the owner uses it (README, "Run it"): the real command, on a temporary copy of
// the project (scripts/bench/temp-project.ts: the checkout's content/ is never touched). In the
// CMS of its dev server she publishes three products with new photos in a row; each is then on
// its page with its picture (a variant, not 'Imagem Não Encontrada'), every photo was encoded
// once, and the CMS said the site was updated. A file she breaks by hand shows in the CMS with
// the build's message until it is fixed. Ctrl+C then leaves no process behind and the ports free.
// Needs no dist/: E2E_SKIP_BUILD=1 npm run test:e2e -- npm-start.
//
// npm start's ports: E2E_START_SITE_PORT (4181), E2E_START_CMS_PORT (4189), E2E_START_SINK_PORT (4198).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { makeTempProject } from '../../scripts/bench/temp-project.ts';
import { portIsFree } from '../../scripts/dev/ports.ts';
import { groupMembers } from '../../scripts/dev/supervisor.ts';
import { paths } from '../../src/lib/paths.ts';
import { slugify } from '../../src/lib/slug.ts';
import { ARTIFACTS_DIR, ROOT_DIR } from './config.ts';
import { ConsoleLog, launchChromium, newSiteContext, screenshot } from './harness.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';

const SITE_PORT = Number(process.env.E2E_START_SITE_PORT ?? 4181);
const CMS_PORT = Number(process.env.E2E_START_CMS_PORT ?? 4189);
const SINK_PORT = Number(process.env.E2E_START_SINK_PORT ?? 4198);
const SITE = `http://127.0.0.1:${SITE_PORT}`;

/** Decap's own React warnings (prop types of its error boundary and modal), not the site's. */
const DECAP_WARNINGS = [/Failed prop type/, /findDOMNode/, /defaultProps/];

let project = '';
let npmStart: ChildProcess | undefined;
let output = '';
let browser: Browser | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds (or throws after `ms`, with `what` and npm start's output). */
async function until(what: string, check: () => Promise<boolean> | boolean, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end)
      throw new Error(`${what}: not within ${ms} ms. npm start said:\n${output.slice(-4000)}`);
    await sleep(250);
  }
}

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
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (stat) parents.set(Number(entry), ppid);
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
// Even when the runner ends this file before its `after` hook (a timeout).
let startedPid: number | undefined;
process.on('exit', () => {
  if (startedPid !== undefined) killAll([startedPid, ...descendants(startedPid)]);
});

before(
  async () => {
    for (const port of [SITE_PORT, CMS_PORT, SINK_PORT])
      assert.ok(
        await portIsFree(port),
        `port ${port} is in use: stop what runs there or set E2E_START_*_PORT`,
      );
    project = await makeTempProject('npm-start-e2e-');
    // The sample photos' encoded variants, so that the first build does not encode them again.
    await cp(
      path.join(ROOT_DIR, 'node_modules', '.cache', 'images'),
      path.join(project, 'node_modules', '.cache', 'images'),
      {
        recursive: true,
      },
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
    startedPid = npmStart.pid;
    npmStart.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npmStart.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      'npm start serves the site and the CMS backend',
      async () => (await answers(`${SITE}/`)) && (await answers(`http://127.0.0.1:${CMS_PORT}/api/v1`)),
      240_000,
    );
    browser = await launchChromium();
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  // Whatever the test left running is stopped (the test itself checks Ctrl+C does it).
  if (npmStart?.pid !== undefined && npmStart.exitCode === null)
    killAll([npmStart.pid, ...descendants(npmStart.pid)]);
  await writeFile(path.join(ARTIFACTS_DIR, 'npm-start-output.log'), output).catch(() => {});
  if (project) await rm(project, { recursive: true, force: true });
});

/** Opens the CMS of npm start's dev server and logs in (local backend: no password). */
async function openCms(page: Page) {
  // The dev server compiles Decap on first use: the first load is slow on a busy machine.
  await page.goto(`${SITE}/admin/`, { timeout: 240_000, waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click({ timeout: 240_000 });
  await page.getByRole('link', { name: 'Produtos' }).first().waitFor({ timeout: 60_000 });
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
  await page.getByLabel('Nome', { exact: true }).waitFor({ timeout: 120_000 });
  assert.equal(await page.getByLabel('Nome', { exact: true }).inputValue(), '', 'a new, empty product');
  await page.getByLabel('Nome', { exact: true }).fill(name);
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
  await page.getByText('Alterações guardadas').first().waitFor({ timeout: 30_000 });
}

/** The build report the CMS shows (src/cms/build-report.ts). */
const report = (page: Page) => page.locator('[data-build-report]');

test(
  'npm start: three products with new photos published in a row are each on their page with their picture; Ctrl+C stops everything',
  { timeout: 900_000 },
  async () => {
    if (!browser || !npmStart?.pid)
      throw new Error('npm start or Chromium did not start (see the before hook)');
    const context = await newSiteContext(browser, { viewport: 'desktop' });
    context.setDefaultTimeout(30_000);
    const log = new ConsoleLog(context);
    const page = await context.newPage();
    await openCms(page);

    const products = [
      { name: 'Gel Teste Arranque Um', file: 'arranque-um.jpg', colour: '#c04060' },
      { name: 'Gel Teste Arranque Dois', file: 'arranque-dois.jpg', colour: '#40a060' },
      { name: 'Gel Teste Arranque Três', file: 'arranque-tres.jpg', colour: '#4060c0' },
    ];
    for (const product of products) await publishProduct(page, product.name, product.file, product.colour);
    // The CMS reports the build that followed the last save.
    await report(page).getByText('O site foi atualizado.').waitFor({ timeout: 120_000 });
    await screenshot(page, 'npm-start-cms-updated', 'desktop');

    const site = await context.newPage();
    for (const product of products) {
      const file = path.join(project, 'content', 'products', `${slugify(product.name)}.md`);
      const { data } = frontMatterOf(await readFile(file, 'utf8'));
      assert.deepEqual(data.images, [`/images/products/${product.file}`]);
      await site.goto(`${SITE}${paths.product.getHref(data.id as number)}`);
      await site.getByRole('heading', { name: product.name, level: 1 }).waitFor({ timeout: 60_000 });
      const picture = site.locator('img.product-gallery__image').first();
      await picture.waitFor();
      await until(
        `${product.name}: its picture shows`,
        () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        10_000,
      );
      // The responsive variant made for it, not the original.
      assert.match(
        await picture.evaluate((img: HTMLImageElement) => img.currentSrc),
        /\/_img\/products\/arranque-/,
      );
      assert.equal(await site.getByText('Imagem Não Encontrada').count(), 0);
    }
    await screenshot(site, 'npm-start-product-page', 'desktop');

    // Every photo encoded once: 6 variants each (400 px wide: 320 and 400 in three formats).
    const encoded = [...output.matchAll(/Images(?: OK)?: .*?(\d+) variant\(s\) encoded/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    assert.equal(encoded, 3 * 6, output);
    assert.doesNotMatch(output, /unhandled|ENOENT: no such file or directory, rename/i);

    // A file broken by hand: the CMS shows the build's message until it is fixed. (The CMS's tab
    // in front again: Chromium slows the timers of a hidden tab.)
    await site.close();
    await page.bringToFront();
    const broken = path.join(project, 'content', 'products', 'gel-teste-arranque-um.md');
    const good = await readFile(broken, 'utf8');
    await writeFile(broken, good.replace(/^price: .*$/m, 'price: -1'));
    const alert = page.getByRole('alert').filter({ hasText: 'O site não foi atualizado' });
    await alert
      .getByText('content/products/gel-teste-arranque-um.md:', { exact: false })
      .waitFor({ timeout: 60_000 });
    assert.match(await alert.innerText(), /^O site não foi atualizado: o conteúdo tem 1 problema\./);
    await screenshot(page, 'npm-start-cms-refused', 'desktop');
    await writeFile(broken, good);
    await alert.waitFor({ state: 'hidden', timeout: 60_000 });

    // The copy's node_modules links to the checkout's, outside the copy: Vite refuses those files
    // (the site's font) with a 403, which only the copy has.
    const unexpected = log.errors.filter(
      (e) => !DECAP_WARNINGS.some((pattern) => pattern.test(e.text)) && !e.url.includes('/@fs/'),
    );
    assert.deepEqual(unexpected, []);
    await context.close();

    // Ctrl+C in the terminal: SIGINT to npm start's process group. Nothing of it is left after.
    const started = descendants(npmStart.pid);
    assert.ok(started.length >= 4, `npm start's processes: ${started.join(', ')}`);
    const exited = new Promise((resolve) => npmStart?.once('exit', resolve));
    process.kill(-npmStart.pid, 'SIGINT');
    await exited;
    await until(
      'every process of npm start ends',
      async () => !(await Promise.all(started.map(runs))).some(Boolean),
      15_000,
    );
    assert.deepEqual(groupMembers(npmStart.pid), []);
    for (const port of [SITE_PORT, CMS_PORT, SINK_PORT])
      assert.ok(await portIsFree(port), `port ${port} is free`);
    assert.match(output, /\[start\] Ctrl\+C; stopping everything\./);
    startedPid = undefined;
  },
);
