// The CMS's local backend that npm start runs (and the CMS browser tests, on a copy of the
// content): decap-server, behind a guard. decap-server reads, writes and deletes any file of the
// repository it is given and answers any page on localhost; so it listens on a private loopback
// port, and the guard, on the public one, passes on only what the CMS itself asks
// (docs/decisions/021-guarded-cms-backend.md):
//
// - only requests whose Host is localhost:<port> or 127.0.0.1:<port> (no DNS rebinding), and
//   whose Origin, when there is one, is the dev site's (no other page, local or not);
// - only the actions of Decap's local backend, with every path inside what public/admin/config.yml
//   declares (scripts/cms/backend-areas.ts): entries in the collections' folders and files,
//   pictures and the video in the media folders; no `..`, no encoded or backslashed step, no
//   symbolic link on the way; listings without what is not allowed.
//
// Anything else is answered 403 with a JSON error saying why, and a log line.
//
// Run alone: tsx scripts/dev/cms-backend.ts --root <dir> --port <port> --site-origin <origin>...
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  request,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { cmsAreas, isDeletable, isEntryFile, isMediaFile, type CmsAreas } from '../cms/backend-areas.ts';
import { firstLink, safeSteps } from '../io/safe-path.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type CmsBackendOptions = {
  /** The repository the CMS edits. */
  root: string;
  /** The public port (the guard's), on 127.0.0.1. */
  port: number;
  /** The dev site's origins (http://localhost:5173...): the only pages whose requests are served. */
  siteOrigins: string[];
  mode?: 'fs' | 'git';
  /** The CMS configuration that says where the CMS writes; public/admin/config.yml of the root by default. */
  configFile?: string;
  log?: (line: string) => void;
  /** decap-server's output: npm start's terminal, or the log. */
  decapOutput?: 'inherit' | 'log';
};

export type RunningCmsBackend = {
  /** decap-server's process (it ends when stop() is called; an earlier end is a failure). */
  decap: ChildProcess;
  stop: () => Promise<void>;
};

/** The largest request body decap-server accepts (a photo in base64). */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

/** Why a request is refused (English: the API's answer and the developer log). */
class Refusal extends Error {}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The request's body, at most MAX_BODY_BYTES (undefined past that). */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

/** Sends `body` to decap-server on its private port; its status and body. */
function forward(privatePort: number, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: privatePort,
        method: 'POST',
        path: '/api/v1',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Params = Record<string, unknown>;
const isRecord = (value: unknown): value is Params =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A string parameter, or a refusal naming it. */
function stringParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new Refusal(`${name} must be a string`);
  return value;
}

type Use = 'entry' | 'media' | 'delete' | 'entry folder' | 'media folder';

/** The paths a request touches, each with what it is used for; refuses what is not a path. */
function pathsOf(action: string, params: Params, areas: CmsAreas, mode: 'fs' | 'git'): [string, Use][] {
  const collectionAndSlug = () => {
    const collection = stringParam(params.collection, 'collection');
    if (!areas.collections.has(collection))
      throw new Refusal(`"${collection}" is not a collection of the CMS`);
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(stringParam(params.slug, 'slug'))) throw new Refusal('invalid slug');
  };
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return [];
    case 'entriesByFolder': {
      const folder = stringParam(params.folder, 'folder');
      const area = areas.folders.find((candidate) => candidate.dir === folder);
      if (!area) throw new Refusal(`"${folder}" is not a collection folder of the CMS`);
      if (params.extension !== area.extension)
        throw new Refusal(`${folder} holds .${area.extension} files only`);
      return [[folder, 'entry folder']];
    }
    case 'entriesByFiles':
      return list(params.files).map((file) => [
        stringParam(isRecord(file) ? file.path : file, 'files[].path'),
        'entry',
      ]);
    case 'getEntry':
      return [[stringParam(params.path, 'path'), 'entry']];
    case 'persistEntry': {
      const dataFiles = params.dataFiles === undefined ? [params.entry] : list(params.dataFiles);
      const paths: [string, Use][] = [];
      for (const dataFile of dataFiles) {
        if (!isRecord(dataFile)) throw new Refusal('every data file must be an object');
        const from = stringParam(dataFile.path, 'path');
        paths.push([from, 'entry']);
        if (dataFile.newPath !== undefined) {
          const to = stringParam(dataFile.newPath, 'newPath');
          // A rename stays in its folder: decap-server moves the whole folder's files along otherwise.
          if (path.posix.dirname(to) !== path.posix.dirname(from) || areas.files.has(from)) {
            throw new Refusal(`${from} cannot be renamed to ${to}`);
          }
          paths.push([to, 'entry']);
        }
      }
      for (const asset of list(params.assets))
        paths.push([stringParam(isRecord(asset) ? asset.path : asset, 'assets[].path'), 'media']);
      return paths;
    }
    case 'getMedia':
      return [[stringParam(params.mediaFolder, 'mediaFolder'), 'media folder']];
    case 'getMediaFile':
      return [[stringParam(params.path, 'path'), 'media']];
    case 'persistMedia':
      return [[stringParam(isRecord(params.asset) ? params.asset.path : undefined, 'asset.path'), 'media']];
    case 'deleteFile':
      return [[stringParam(params.path, 'path'), 'delete']];
    case 'deleteFiles': {
      const paths = list(params.paths);
      if (paths.length === 0) throw new Refusal('paths is empty');
      return paths.map((file) => [stringParam(file, 'paths[]'), 'delete']);
    }
  }
  if (mode === 'git') {
    // The editorial workflow's actions (git mode only): entries by collection and slug.
    switch (action) {
      case 'unpublishedEntries':
        return [];
      case 'unpublishedEntry':
        if (params.id !== undefined || params.collection !== undefined) {
          const [collection, slug] = stringParam(
            params.id ?? `${String(params.collection)}/${String(params.slug)}`,
            'id',
          ).split('/');
          if (
            !collection ||
            !areas.collections.has(collection) ||
            !/^[a-z0-9][a-z0-9_-]*$/i.test(slug ?? '')
          ) {
            throw new Refusal('not an entry of the CMS');
          }
        }
        return [];
      case 'deleteUnpublishedEntry':
      case 'updateUnpublishedEntryStatus':
      case 'publishUnpublishedEntry':
        collectionAndSlug();
        return [];
      case 'unpublishedEntryDataFile':
        collectionAndSlug();
        return [[stringParam(params.path, 'path'), 'entry']];
      case 'unpublishedEntryMediaFile':
        collectionAndSlug();
        return [[stringParam(params.path, 'path'), 'media']];
    }
  }
  throw new Refusal(`unknown action`);
}

/** Whether `file` may be used as `use` (the configuration's areas; no symbolic link checked here). */
function allowed(areas: CmsAreas, file: string, use: Use): boolean {
  switch (use) {
    case 'entry':
      return isEntryFile(areas, file);
    case 'media':
      return isMediaFile(areas, file);
    case 'delete':
      return isDeletable(areas, file);
    case 'entry folder':
      return areas.folders.some((area) => area.dir === file);
    case 'media folder':
      return areas.media.has(file);
  }
}

/** Refuses `file` unless it is allowed for `use` and no step of it is a symbolic link. */
async function checkPath(root: string, areas: CmsAreas, file: string, use: Use): Promise<void> {
  const steps = safeSteps(file);
  if (!steps)
    throw new Refusal(
      `"${file}" is not a plain relative path (.., an encoded or backslashed step, an absolute path)`,
    );
  if (!allowed(areas, file, use)) {
    const where =
      use === 'media' || use === 'media folder'
        ? 'a media folder of the CMS (pictures and videos only)'
        : use === 'delete'
          ? 'what the CMS may delete'
          : 'what the CMS configuration declares';
    throw new Refusal(`"${file}" is outside ${where}`);
  }
  const link = await firstLink(root, steps);
  if (link) throw new Refusal(`"${link}" is a symbolic link: the CMS backend never follows one`);
}

/** The origins a request may come from, and the hosts it may be addressed to. */
function checkHeaders(req: IncomingMessage, port: number, siteOrigins: readonly string[]): void {
  const host = (req.headers.host ?? '').toLowerCase();
  if (host !== `localhost:${port}` && host !== `127.0.0.1:${port}`) {
    throw new Refusal(`Host "${req.headers.host ?? ''}" is not localhost:${port} or 127.0.0.1:${port}`);
  }
  const origin = req.headers.origin;
  // No Origin: not a browser's request (browsers send one with every POST); a local program could read the files anyway.
  if (origin !== undefined && !siteOrigins.includes(origin)) {
    throw new Refusal(`Origin "${origin}" is not the dev site (${siteOrigins.join(', ')})`);
  }
}

/** Reads the CMS configuration's areas, again whenever the file changes (each content build writes it). */
function areasReader(configFile: string): () => Promise<CmsAreas> {
  let cached: { mtimeMs: number; areas: CmsAreas } | undefined;
  return async () => {
    const info = await stat(configFile).catch(() => undefined);
    if (!info) throw new Refusal(`${configFile} is missing: run npm run content`);
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, areas: cmsAreas(parse(await readFile(configFile, 'utf8'))) };
    }
    return cached.areas;
  };
}

/** Leaves out of a listing's answer every file that is not allowed or is reached through a link. */
async function filterListing(
  root: string,
  areas: CmsAreas,
  action: string,
  text: string,
  log: (line: string) => void,
): Promise<string> {
  const items = JSON.parse(text) as unknown;
  if (!Array.isArray(items)) return text;
  const use: Use = action === 'getMedia' ? 'media' : 'entry';
  const kept: unknown[] = [];
  for (const item of items) {
    const file = isRecord(item) ? (isRecord(item.file) ? item.file.path : item.path) : undefined;
    try {
      await checkPath(root, areas, stringParam(file, 'path'), use);
      kept.push(item);
    } catch (error) {
      log(`[cms backend] left out of ${action}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return JSON.stringify(kept);
}

/** Starts decap-server on a private port and the guard on `port`; resolves once both answer. */
export async function startCmsBackend(options: CmsBackendOptions): Promise<RunningCmsBackend> {
  const { root, port, siteOrigins, mode = 'fs', log = (line) => console.log(line) } = options;
  const readAreas = areasReader(options.configFile ?? path.join(root, 'public', 'admin', 'config.yml'));
  const privatePort = await freePort();
  const decap = spawn(path.join(projectRoot, 'node_modules', '.bin', 'decap-server'), [], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(privatePort),
      BIND_HOST: '127.0.0.1',
      MODE: mode,
      GIT_REPO_DIRECTORY: root,
      // Its own CORS would let any localhost page read its answers: no browser origin is this one.
      ORIGIN: 'http://decap-server.invalid',
    },
    stdio: [
      'ignore',
      options.decapOutput === 'inherit' ? 'inherit' : 'pipe',
      options.decapOutput === 'inherit' ? 'inherit' : 'pipe',
    ],
  });
  decap.stdout?.on('data', (chunk: Buffer) => log(`[decap-server] ${chunk.toString().trimEnd()}`));
  decap.stderr?.on('data', (chunk: Buffer) => log(`[decap-server] ${chunk.toString().trimEnd()}`));

  const refuse = (res: ServerResponse, status: number, action: string, why: string, origin?: string) => {
    log(`[cms backend] refused ${action}: ${why}`);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders(origin) });
    res.end(JSON.stringify({ error: `Refused by the CMS backend's guard: ${why}` }));
  };
  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin !== undefined && siteOrigins.includes(origin)
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : { Vary: 'Origin' };

  const server = createHttpServer((req, res) => {
    void (async () => {
      const origin = req.headers.origin;
      const body = await readBody(req);
      let payload: unknown;
      try {
        payload = body && body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
      } catch {
        payload = undefined;
      }
      const action =
        isRecord(payload) && typeof payload.action === 'string' ? payload.action : `${req.method} ${req.url}`;
      try {
        checkHeaders(req, port, siteOrigins);
        if (req.method === 'OPTIONS') {
          if (origin === undefined) throw new Refusal('a preflight without an Origin');
          res.writeHead(204, {
            ...corsHeaders(origin),
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '600',
          });
          res.end();
          return;
        }
        if (req.method !== 'POST' || req.url !== '/api/v1') throw new Refusal('only POST /api/v1 is served');
        if (!body) {
          refuse(res, 413, action, `the body is larger than ${MAX_BODY_BYTES} bytes`, origin);
          return;
        }
        if (!isRecord(payload) || typeof payload.action !== 'string')
          throw new Refusal('the body is not a JSON object with an action');
        const params = isRecord(payload.params) ? payload.params : {};
        if (
          payload.action !== 'info' &&
          params.branch !== undefined &&
          !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(String(params.branch))
        ) {
          throw new Refusal('invalid branch');
        }
        const areas = payload.action === 'info' ? undefined : await readAreas();
        if (areas) {
          for (const [file, use] of pathsOf(payload.action, params, areas, mode))
            await checkPath(root, areas, file, use);
        }
        const answer = await forward(privatePort, body);
        const text =
          areas &&
          answer.status === 200 &&
          (payload.action === 'entriesByFolder' || payload.action === 'getMedia')
            ? await filterListing(root, areas, payload.action, answer.text, log)
            : answer.text;
        res.writeHead(answer.status, {
          'Content-Type': 'application/json; charset=utf-8',
          ...corsHeaders(origin),
        });
        res.end(text);
      } catch (error) {
        if (error instanceof Refusal) refuse(res, 403, action, error.message, origin);
        else {
          log(`[cms backend] ${action} failed: ${error instanceof Error ? error.message : String(error)}`);
          res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders(origin) });
          res.end(JSON.stringify({ error: 'The CMS backend failed' }));
        }
      }
    })();
  });

  const stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    if (decap.exitCode === null && decap.signalCode === null) {
      const exited = new Promise((resolve) => decap.once('exit', resolve));
      decap.kill('SIGTERM');
      await exited;
    }
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  for (let attempt = 0; ; attempt++) {
    const ready = await forward(privatePort, Buffer.from('{"action":"info"}')).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    if (decap.exitCode !== null || attempt > 150) {
      await stop();
      throw new Error(`decap-server did not start on its private port ${privatePort}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(
    `[cms backend] listening on http://localhost:${port}/api/v1 for ${siteOrigins.join(', ')}; editing ${root}`,
  );
  return { decap, stop };
}

// Run alone (npm start, the browser tests): the backend until SIGTERM, SIGINT or decap-server's end.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      'site-origin': { type: 'string', multiple: true },
      mode: { type: 'string', default: 'fs' },
    },
  });
  const port = Number(values.port);
  if (!values.root || !Number.isInteger(port) || !values['site-origin']?.length) {
    console.error(
      'Usage: tsx scripts/dev/cms-backend.ts --root <dir> --port <port> --site-origin <origin>... [--mode fs|git]',
    );
    process.exit(1);
  }
  const backend = await startCmsBackend({
    root: path.resolve(values.root),
    port,
    siteOrigins: values['site-origin'],
    mode: values.mode === 'git' ? 'git' : 'fs',
    decapOutput: 'inherit',
  });
  let stopping = false;
  const end = (code: number) => {
    if (stopping) return;
    stopping = true;
    void backend.stop().then(() => process.exit(code));
  };
  backend.decap.on('exit', () => end(1));
  process.on('SIGTERM', () => end(0));
  process.on('SIGINT', () => end(0));
}
