// Runs once before the browser tests (playwright.config.ts): Chromium and the test build
// (test-build.ts), then dist/ served like the production host, its netlify.toml redirects and
// headers included. Returns the teardown that stops the server.
import type { Server } from 'node:http';
import path from 'node:path';
import { readNetlifyRules } from '../../scripts/lib/netlify-headers.ts';
import { createStaticServer } from '../../scripts/lib/static-server.ts';
import { DIST_DIR, HOST, ROOT_DIR, SITE_PORT } from './config.ts';
import { buildForTests, ensureChromium } from './test-build.ts';

function serveSite(): Promise<Server> {
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

export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureChromium();
  await buildForTests();
  const server = await serveSite();
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
