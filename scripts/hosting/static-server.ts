// Serves a built site like the production host (Netlify): netlify.toml's redirects and headers,
// existing files (also `path.html` and `path/index.html`), the SPA fallback to app.html as
// netlify.toml's rewrite says. Used by `npm run preview` and the browser tests.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { headersFor, redirectFor, type NetlifyRules } from './netlify-headers.ts';

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

/**
 * The server answers with `rules` (netlify.toml, readNetlifyRules): the first matching redirect
 * (a forced one always, another only when no file answers the path), else the file, else
 * 404.html; each answer carries the headers of every matching `[[headers]]` rule for the request
 * path. Like the host, a folder's index.html asked for without the trailing slash (`/admin`)
 * is a 301 to the path with it (`/admin/`), so that the page's relative URLs resolve inside it.
 */
export function createStaticServer(
  dir: string,
  rules: NetlifyRules = { headers: [], redirects: [] },
): Server {
  const root = path.resolve(dir);

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = headersFor(rules, url.pathname);
    const send = (status: number, target: string) => {
      const extension = path.extname(target);
      response.writeHead(status, {
        'Cache-Control': 'public, max-age=0, must-revalidate',
        ...headers,
        'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      });
      if (request.method === 'HEAD') return response.end();
      createReadStream(target)
        .on('error', () => response.destroy())
        .pipe(response);
    };
    const redirectTo = (status: number, location: string) => {
      response.writeHead(status, { ...headers, Location: location });
      response.end();
    };

    const file = await resolveStaticFile(root, url.pathname);
    if (
      file &&
      !url.pathname.endsWith('/') &&
      path.basename(file) === 'index.html' &&
      path.dirname(file) === path.join(root, decodeURIComponent(url.pathname))
    ) {
      return redirectTo(301, `${url.pathname}/${url.search}`);
    }
    const redirect = redirectFor(rules, url.pathname);
    if (redirect && (redirect.force || !file)) {
      if (redirect.status >= 300 && redirect.status < 400) {
        const target = new URL(redirect.to, url);
        return redirectTo(
          redirect.status,
          target.host === url.host ? target.pathname + (target.search || url.search) : target.href,
        );
      }
      const rewritten = await resolveStaticFile(root, new URL(redirect.to, url).pathname);
      if (rewritten) return send(redirect.status, rewritten);
    }
    if (file) return send(200, file);
    const notFound = path.join(root, '404.html');
    if (await isFile(notFound)) return send(404, notFound);
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  }

  return createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
}
