// The bench's copies of the project: the sample catalogue as it is in the working tree, and the
// large one (scripts/bench/generate.ts), each built with the project's own `npm run build` in a
// folder of its own and served like the host serves dist/.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { readNetlifyRules } from '../hosting/netlify-headers.ts';
import { createStaticServer } from '../hosting/static-server.ts';
import { writeLargeCatalogue } from './generate.ts';

export type CatalogueName = 'sample' | 'large';

export interface Project {
  name: CatalogueName;
  dir: string;
  dist: string;
}

/**
 * A folder for the copies: BENCH_WORKDIR when set (kept, and its built copies reused by sections
 * that only need a built site), else a new temporary folder removed at the end.
 */
export async function workFolder(): Promise<{ dir: string; keep: boolean }> {
  const given = process.env.BENCH_WORKDIR;
  if (given) {
    await mkdir(given, { recursive: true });
    return { dir: path.resolve(given), keep: true };
  }
  return { dir: await mkdtemp(path.join(tmpdir(), 'bench-')), keep: false };
}

// Caches that a build may keep in node_modules: a copy gets its own, so that a first build is cold.
const OWN_ENTRIES = new Set(['.cache', '.vite', '.vite-temp']);

/** Copies the project's files (tracked and not ignored, as they are in the working tree) into `dir`. */
export async function copyProject(root: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  const folders = new Set(files.map((file) => path.dirname(path.join(dir, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let i = 0; i < files.length; i += 64) {
    await Promise.all(
      files.slice(i, i + 64).map((file) => copyFile(path.join(root, file), path.join(dir, file))),
    );
  }
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (OWN_ENTRIES.has(entry)) continue;
    await symlink(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
}

export async function prepareProject(root: string, work: string, name: CatalogueName): Promise<Project> {
  const dir = path.join(work, name);
  await copyProject(root, dir);
  if (name === 'large') await writeLargeCatalogue(dir);
  await writeFile(path.join(dir, '.bench-ready'), new Date().toISOString());
  return { name, dir, dist: path.join(dir, 'dist') };
}

/** The copy in `work` when it was built before (BENCH_WORKDIR), else undefined. */
export function existingProject(work: string, name: CatalogueName): Project | undefined {
  const dir = path.join(work, name);
  if (!existsSync(path.join(dir, '.bench-ready')) || !existsSync(path.join(dir, 'dist', 'index.html')))
    return undefined;
  return { name, dir, dist: path.join(dir, 'dist') };
}

/** Runs `npm run build` in the copy; resolves to its wall-clock time in ms. The output goes to a log file. */
export async function buildProject(project: Project, label: string): Promise<number> {
  const log = path.join(project.dir, `bench-build-${label}.log`);
  const out = createWriteStream(log);
  const start = performance.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: project.dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('error', () => resolve(1));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const ms = performance.now() - start;
  out.end();
  if (code !== 0) {
    const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
    throw new Error(`npm run build of the ${project.name} catalogue failed (log: ${log}):\n${tail}`);
  }
  return ms;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

export interface Site {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the copy's dist/ with the project's static server and netlify.toml's rules, behind a
 * small proxy that gzips text answers as the host does (the static server sends them raw), so
 * that transfer sizes and Lighthouse's simulated network see what a visitor downloads.
 * `port` is the public port, `innerPort` the static server's.
 */
export async function serve(project: Project, port: number, innerPort: number): Promise<Site> {
  const inner = createStaticServer(project.dist, readNetlifyRules(path.join(project.dir, 'netlify.toml')));
  await new Promise<void>((resolve) => inner.listen(innerPort, '127.0.0.1', resolve));
  const outer: Server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
          req.method !== 'HEAD';
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (gzip) answer.pipe(createGzip({ level: 6 })).pipe(res);
        else answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => outer.listen(port, '127.0.0.1', resolve));
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await close(outer);
      await close(inner);
    },
  };
}
