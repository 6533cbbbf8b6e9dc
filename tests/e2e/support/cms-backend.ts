// The CMS's local backend for the browser tests: the same guarded decap-server that npm start runs
// (scripts/dev/cms-backend.ts), in file mode, editing a temporary copy of the repository's
// content/, public/images/ and public/media/ (never the checkout itself), and serving the test
// site's origin only.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { HOST, ROOT_DIR, SITE_URL } from './config.ts';

/** `url`: the backend's API address, for the served config.yml (withLocalBackend). */
export type CmsBackend = { repo: string; url: string; stop: () => Promise<void> };

/** A port of the loopback that nothing listens on (the system's pick), for one backend. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answersInfo(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Copies what the CMS edits into a temporary folder and starts decap-server on it, on a free port:
 * each worker that runs CMS tests has a backend of its own.
 */
export async function startCmsBackend(): Promise<CmsBackend> {
  const port = await freePort();
  const url = `http://${HOST}:${port}/api/v1`;
  const repo = await mkdtemp(path.join(tmpdir(), 'cms-e2e-'));
  await cp(path.join(ROOT_DIR, 'content'), path.join(repo, 'content'), { recursive: true });
  await cp(path.join(ROOT_DIR, 'public', 'images'), path.join(repo, 'public', 'images'), { recursive: true });
  // The testimonials' video and poster: the content build checks that every file content names exists.
  await cp(path.join(ROOT_DIR, 'public', 'media'), path.join(repo, 'public', 'media'), { recursive: true });

  // Where the CMS may write: the guard reads the configuration the test build generated.
  await cp(
    path.join(ROOT_DIR, 'public', 'admin', 'config.yml'),
    path.join(repo, 'public', 'admin', 'config.yml'),
  );

  const output: string[] = [];
  // A process group of its own: stopping it stops decap-server, which the guard started, with it.
  const child: ChildProcess = spawn(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
    [
      path.join(ROOT_DIR, 'scripts', 'dev', 'cms-backend.ts'),
      ...['--root', repo, '--port', String(port), '--site-origin', SITE_URL],
    ],
    { cwd: ROOT_DIR, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    // A refusal of the guard is shown: a test the CMS fails may come from one.
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('[cms backend] refused')) process.stderr.write(`${line}\n`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await rm(repo, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await answersInfo(url)) return { repo, url, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The CMS backend did not start on port ${port}:\n${output.join('')}`);
}

/**
 * Serves the page a config.yml whose `local_backend` is `url` (decap-server at that address), or
 * `false` (no local backend is looked for: the Git backend's login screen).
 */
export async function withLocalBackend(page: Page, url: string | false): Promise<void> {
  const setting = url === false ? 'local_backend: false' : `local_backend:\n  url: ${url}`;
  await page.route('**/admin/config.yml', async (route) => {
    // Once more on a reset: Playwright may reuse a kept-alive connection at the moment the test
    // server closes it as idle (ECONNRESET), and the CMS would then wait for its config forever.
    const response = await route.fetch().catch(() => route.fetch());
    const text = (await response.text()).replace(/^local_backend:.*(\n[ \t]+.*)*$/m, setting);
    await route.fulfill({ response, body: text });
  });
}
