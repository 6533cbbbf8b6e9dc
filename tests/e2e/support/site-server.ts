// The test build in dist/ served like the production host: netlify.toml's redirects and headers
// applied by the project's static server. The browser tests start it once (global-setup.ts); the
// screenshot tools (tests/tools/) start their own.
import type { Server } from 'node:http';
import path from 'node:path';
import { readNetlifyRules } from '../../../scripts/hosting/netlify-headers.ts';
import { createStaticServer } from '../../../scripts/hosting/static-server.ts';
import { DIST_DIR, HOST, ROOT_DIR, SITE_PORT } from './config.ts';

/** Serves dist/ on the test site's port (E2E_SITE_PORT, default 4180). */
export function serveSite(): Promise<Server> {
  const server = createStaticServer(DIST_DIR, readNetlifyRules(path.join(ROOT_DIR, 'netlify.toml')));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${SITE_PORT} is in use (another test run?): stop it or set E2E_SITE_PORT`)
          : error,
      );
    });
    server.listen(SITE_PORT, HOST, () => resolve(server));
  });
}

/** Stops the server, its open connections included. */
export function stopSite(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
