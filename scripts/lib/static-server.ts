// Serves a built site like the production host: an existing file first (also `path.html` and
// `path/index.html`), else the SPA shell app.html. Used by `npm run preview` and the browser tests.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers `pathname`, or undefined for the SPA fallback. */
export async function resolveStaticFile(dir: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = path
    .normalize(decoded)
    .replace(/^(\.\.[/\\])+/, '')
    .replace(/^[/\\]+/, '');
  const base = path.join(dir, relative);
  if (!base.startsWith(dir)) return undefined;
  const trimmed = base.replace(/[/\\]+$/, '');
  for (const candidate of [base, `${trimmed}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** `headers` are added to every answer (e.g. netlify.toml's security headers). */
export function createStaticServer(dir: string, headers: Record<string, string> = {}): Server {
  const root = path.resolve(dir);
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void resolveStaticFile(root, url.pathname).then((file) => {
      const target = file ?? path.join(root, 'app.html');
      const extension = path.extname(target);
      const immutable = target.includes(`${path.sep}assets${path.sep}`);
      response.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
        'X-Content-Type-Options': 'nosniff',
      });
      if (request.method === 'HEAD') return response.end();
      createReadStream(target)
        .on('error', () => response.destroy())
        .pipe(response);
    });
  });
}
