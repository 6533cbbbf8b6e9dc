import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNetlifyRules } from './netlify-headers.ts';
import { createStaticServer } from './static-server.ts';

const TOML = `
[[redirects]]
  from = "/antigo"
  to = "/loja"
  status = 301
  force = true

[[redirects]]
  from = "/*"
  to = "/app.html"
  status = 200

[[headers]]
  for = "/*"
  [headers.values]
    Content-Security-Policy = "frame-ancestors 'none'"

[[headers]]
  for = "/admin/"
  [headers.values]
    Content-Security-Policy = "script-src 'self' 'unsafe-eval'"

[[headers]]
  for = "/assets/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`;

let dir = '';
let server: Server;
let base = '';

const get = (pathname: string) => fetch(base + pathname, { redirect: 'manual' });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await mkdir(path.join(dir, 'admin'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), 'home');
  await writeFile(path.join(dir, 'loja.html'), 'shop');
  await writeFile(path.join(dir, 'app.html'), 'shell');
  await writeFile(path.join(dir, 'admin', 'index.html'), 'cms');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'js');
  server = createStaticServer(dir, parseNetlifyRules(TOML));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('createStaticServer with netlify.toml rules', () => {
  it('serves files (also <path>.html) with the headers of every matching rule', async () => {
    const home = await get('/');
    expect(await home.text()).toBe('home');
    expect(home.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const shop = await get('/loja');
    expect(shop.status).toBe(200);
    expect(await shop.text()).toBe('shop');
    const script = await get('/assets/app.js');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await get('/loja')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('joins the policies of /admin/ into one header of two policies', async () => {
    const cms = await get('/admin/');
    expect(await cms.text()).toBe('cms');
    expect(cms.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none', script-src 'self' 'unsafe-eval'",
    );
  });

  it("answers a folder's index.html without the slash with a 301 to the path with it", async () => {
    const answer = await get('/admin?x=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/admin/?x=1');
  });

  it('applies a forced 301 rule, and the 200 rewrite to the shell when no file answers', async () => {
    const moved = await get('/antigo');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/loja');
    const inApp = await get('/admin/login');
    expect(inApp.status).toBe(200);
    expect(await inApp.text()).toBe('shell');
    expect(inApp.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('answers 404 without rules when no file matches', async () => {
    const bare = createStaticServer(dir);
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/nada`);
    expect(answer.status).toBe(404);
    await answer.text();
    bare.closeAllConnections();
    await new Promise((resolve) => bare.close(resolve));
  });
});
