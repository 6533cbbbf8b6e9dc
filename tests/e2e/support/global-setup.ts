// Runs once before the browser tests (playwright.config.ts): Chromium and the test build
// (test-build.ts), then dist/ served like the production host (site-server.ts). Returns the
// teardown that stops the server.
import { serveSite, stopSite } from './site-server.ts';
import { TEST_CHROMIUM_PATH } from './config.ts';
import { buildForTests, ensureChromium } from './test-build.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureChromium(TEST_CHROMIUM_PATH);
  await buildForTests();
  const server = await serveSite();
  return () => stopSite(server);
}
