// The CMS's local backend as npm start runs it, on a temporary copy of the project: every hostile
// request of tests/fixtures/hostile/backend-requests.json is refused (403, a JSON error) and the
// file it aims at is left as it was and not read; the requests the CMS makes still work.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCmsConfig, cmsConfigInput, cmsConfigYaml } from '../cms/cms-config.ts';
import { compileContent } from '../content/compile.ts';
import { formatProblem } from '../content/problems.ts';
import { startCmsBackend, type RunningCmsBackend } from './cms-backend.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Hostile = {
  name: string;
  why: string;
  target: string;
  action: string;
  params: unknown;
  headers?: Record<string, string>;
};
type Recipe = {
  plant: { files: { at: string; text: string }[]; links: { at: string; to: string }[] };
  secrets: string[];
  requests: Hostile[];
};
const recipe = JSON.parse(
  await readFile(path.join(repoRoot, 'tests/fixtures/hostile/backend-requests.json'), 'utf8'),
) as Recipe;

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Answer = { status: number; text: string; headers: Record<string, string | string[] | undefined> };

/** One request with full control of Host and Origin (fetch would set them itself). */
function send(port: number, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/api/v1', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

let root: string;
let port: number;
let siteOrigin: string;
let backend: RunningCmsBackend;
const logged: string[] = [];

/** A POST as the CMS sends it, with `headers` replacing its Host or Origin. */
function post(action: string, params: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const fill = (value: string) => value.replaceAll('{PORT}', String(port)).replaceAll('{SITE}', siteOrigin);
  const all: Record<string, string> = {
    Host: `localhost:${port}`,
    Origin: siteOrigin,
    'Content-Type': 'application/json',
  };
  for (const [name, value] of Object.entries(headers)) all[name] = fill(value);
  return send(port, 'POST', all, JSON.stringify({ action, params }));
}

const hashOf = async (file: string) =>
  readFile(path.join(root, file)).then(
    (bytes) => createHash('sha256').update(bytes).digest('hex'),
    () => 'missing',
  );

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cms-backend-'));
  for (const part of [
    'content',
    'public/images',
    'public/media',
    'package.json',
    'README.md',
    'netlify.toml',
  ]) {
    await cp(path.join(repoRoot, part), path.join(root, part), { recursive: true });
  }
  await mkdir(path.join(root, 'scripts'));
  await cp(path.join(repoRoot, 'scripts/start.ts'), path.join(root, 'scripts/start.ts'));
  await mkdir(path.join(root, 'src'));
  await cp(path.join(repoRoot, 'src/entry-client.tsx'), path.join(root, 'src/entry-client.tsx'));
  const compiled = await compileContent(root, 1);
  if (!compiled.ok) throw new Error(compiled.problems.map(formatProblem).join('\n'));
  await mkdir(path.join(root, 'public/admin'), { recursive: true });
  await writeFile(
    path.join(root, 'public/admin/config.yml'),
    cmsConfigYaml(buildCmsConfig(cmsConfigInput(compiled.content))),
  );
  for (const { at, text } of recipe.plant.files) {
    await mkdir(path.dirname(path.join(root, at)), { recursive: true });
    await writeFile(path.join(root, at), text);
  }
  for (const { at, to } of recipe.plant.links) await symlink(to, path.join(root, at));
  port = await freePort();
  siteOrigin = `http://localhost:${await freePort()}`;
  backend = await startCmsBackend({
    root,
    port,
    siteOrigins: [siteOrigin],
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  // SHOW_LOG=1 prints what the guard logged (each refusal and its reason).
  if (process.env.SHOW_LOG) console.log(logged.join('\n'));
  await backend?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the CMS backend of npm start refuses', () => {
  it.each(recipe.requests)('$name ($why)', async (hostile) => {
    const before = await hashOf(hostile.target);
    const targetText = await readFile(path.join(root, hostile.target), 'utf8').catch(() => '');
    const answer = await post(hostile.action, hostile.params, hostile.headers);
    expect(answer.status, answer.text).toBe(403);
    expect((JSON.parse(answer.text) as { error?: unknown }).error).toEqual(expect.any(String));
    expect(await hashOf(hostile.target)).toBe(before);
    for (const secret of recipe.secrets) expect(answer.text).not.toContain(secret);
    if (targetText.length > 20) expect(answer.text).not.toContain(targetText.slice(0, 40));
    expect(logged.some((line) => line.includes('refused') && line.includes(hostile.action))).toBe(true);
  });

  it('a preflight from another origin', async () => {
    const answer = await send(port, 'OPTIONS', {
      Host: `localhost:${port}`,
      Origin: 'http://localhost:9999',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the CMS backend of npm start does what the CMS asks', () => {
  const product = 'content/products/produto-do-teste.md';
  const photo = 'public/images/products/produto-do-teste.jpg';
  const photoBytes = Buffer.from('not really a jpeg');

  it('answers the preflight of the dev site', async () => {
    const answer = await send(port, 'OPTIONS', {
      Host: `localhost:${port}`,
      Origin: siteOrigin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(answer.status).toBeLessThan(300);
    expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
  });

  it('info, also from 127.0.0.1 and without an Origin (curl)', async () => {
    expect((await post('info', undefined)).status).toBe(200);
    expect((await post('info', undefined, { Host: `127.0.0.1:${port}` })).status).toBe(200);
    const curl = await send(
      port,
      'POST',
      { Host: `localhost:${port}`, 'Content-Type': 'application/json' },
      '{"action":"info"}',
    );
    expect(curl.status).toBe(200);
  });

  it('lists a collection folder, without the entry that is a symbolic link', async () => {
    const answer = await post('entriesByFolder', {
      branch: 'main',
      folder: 'content/products',
      extension: 'md',
      depth: 1,
    });
    expect(answer.status).toBe(200);
    const entries = JSON.parse(answer.text) as { file: { path: string } }[];
    expect(entries.map((entry) => entry.file.path)).toContain(
      'content/products/acrygel-smooth-clear-30-g.md',
    );
    expect(entries.map((entry) => entry.file.path)).not.toContain('content/products/atalho.md');
    for (const secret of recipe.secrets) expect(answer.text).not.toContain(secret);
  });

  it('reads an entry and the files of a file collection', async () => {
    const entry = await post('getEntry', {
      branch: 'main',
      path: 'content/products/acrygel-smooth-clear-30-g.md',
    });
    expect(JSON.parse(entry.text)).toMatchObject({ data: expect.stringContaining('Acrygel Smooth Clear') });
    const files = await post('entriesByFiles', {
      branch: 'main',
      files: [{ path: 'content/settings/business.yml' }, { path: 'content/pages/sobre.md' }],
    });
    expect((JSON.parse(files.text) as { data: string | null }[]).every((file) => file.data)).toBe(true);
  });

  it('writes an entry with its photo, lists and reads the photo, renames and deletes them', async () => {
    const saved = await post('persistEntry', {
      branch: 'main',
      dataFiles: [{ slug: 'produto-do-teste', path: product, raw: '---\nname: Produto do teste\n---\n' }],
      assets: [{ path: photo, content: photoBytes.toString('base64'), encoding: 'base64' }],
      options: { commitMessage: 'Criar', useWorkflow: false, status: 'draft' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await readFile(path.join(root, product), 'utf8')).toContain('Produto do teste');
    expect(await readFile(path.join(root, photo))).toEqual(photoBytes);

    const media = await post('getMedia', { branch: 'main', mediaFolder: 'public/images/products' });
    const listed = (JSON.parse(media.text) as { path: string }[]).map((file) => file.path);
    expect(listed).toContain(photo);
    expect(listed).not.toContain('public/images/products/atalho.svg');
    for (const secret of recipe.secrets) expect(media.text).not.toContain(secret);
    const one = await post('getMediaFile', { branch: 'main', path: photo });
    expect(JSON.parse(one.text)).toMatchObject({ content: photoBytes.toString('base64') });

    const renamed = 'content/products/produto-do-teste-novo.md';
    const moved = await post('persistEntry', {
      branch: 'main',
      dataFiles: [
        { slug: 'produto-do-teste-novo', path: product, raw: '---\nname: Novo\n---\n', newPath: renamed },
      ],
      assets: [],
      options: { commitMessage: 'Atualizar', useWorkflow: false, status: 'draft' },
    });
    expect(moved.status, moved.text).toBe(200);
    await vi.waitFor(async () => expect(await hashOf(renamed)).not.toBe('missing'));

    const upload = 'public/images/blog/nova.png';
    const uploaded = await post('persistMedia', {
      branch: 'main',
      asset: { path: upload, content: photoBytes.toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'Carregar' },
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const deleted = await post('deleteFiles', {
      branch: 'main',
      paths: [renamed, photo, upload],
      options: { commitMessage: 'Eliminar' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    for (const file of [renamed, photo, upload]) expect(await hashOf(file)).toBe('missing');
  });
});
