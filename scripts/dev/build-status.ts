// npm start's build state for the CMS (src/lib/cms/dev-build-status.ts): start.ts writes it to a file
// under node_modules/.cache (never public/, whose files a production build would ship) and its
// Vite dev server serves it. The same dev-only plugin points the CMS at decap-server's port when
// npm start runs it on another port than the 8081 that config.yml's `local_backend: true` means.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeFileAtomic } from '../io/write-file-atomic.ts';
import { BUILD_STATUS_PATH, type BuildResult, type BuildStatus } from '../../src/lib/cms/dev-build-status.ts';

/** The variables npm start gives its Vite child. */
export const BUILD_STATUS_FILE_VARIABLE = 'START_BUILD_STATUS_FILE';
export const CMS_BACKEND_URL_VARIABLE = 'START_CMS_BACKEND_URL';

/** The status file's writer: `busy` follows the build queue, `finish` records each result. */
export function buildStatusFile(file: string) {
  let status: Extract<BuildStatus, { watching: true }> = { watching: true, busy: true, last: null };
  // Writes one after another, so that an older state never lands after a newer one.
  let writing = Promise.resolve();
  const save = () => {
    const text = `${JSON.stringify(status)}\n`;
    writing = writing
      .then(() => writeFileAtomic(file, text))
      .catch((error: unknown) => {
        console.error(`[start] ${file}: could not write the build state for the CMS:`, error);
      });
    return writing;
  };
  return {
    setBusy(busy: boolean) {
      status = { ...status, busy };
      return save();
    },
    finish(result: BuildResult) {
      status = { ...status, last: result };
      return save();
    },
  };
}

/** Dev server only: serves the build state and, when asked, the CMS's local backend address. */
export function startDevRoutes(env: NodeJS.ProcessEnv = process.env): Plugin {
  const statusFile = env[BUILD_STATUS_FILE_VARIABLE];
  const backendUrl = env[CMS_BACKEND_URL_VARIABLE];
  return {
    name: 'start-dev-routes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?', 1)[0];
        if (pathname === BUILD_STATUS_PATH) {
          const notWatching = `${JSON.stringify({ watching: false })}\n`;
          const read = statusFile
            ? readFile(statusFile, 'utf8').catch(() => notWatching)
            : Promise.resolve(notWatching);
          void read.then((text) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(text);
          });
          return;
        }
        if (pathname === '/admin/config.yml' && backendUrl) {
          void readFile(path.join(server.config.publicDir, 'admin', 'config.yml'), 'utf8').then(
            (text) => {
              response.setHeader('Content-Type', 'text/yaml; charset=utf-8');
              response.setHeader('Cache-Control', 'no-store');
              response.end(
                text.replace(/^local_backend:.*(\n[ \t]+.*)*$/m, `local_backend:\n  url: ${backendUrl}`),
              );
            },
            () => next(),
          );
          return;
        }
        next();
      });
    },
  };
}
