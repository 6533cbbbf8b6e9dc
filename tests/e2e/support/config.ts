// Fixed addresses of the browser tests. The webhook URLs are baked into the bundle at build time
// (docs/architecture.md §7), so the test build (global-setup.ts) and the fixtures (fixtures.ts)
// must agree.
import { pbkdf2Sync } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPasswordHash, PASSWORD_HASH_ITERATIONS } from '../../../src/lib/in-app-admin/password-hash.ts';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DIST_DIR = path.join(ROOT_DIR, 'dist');
export const E2E_DIR = path.join(ROOT_DIR, 'tests', 'e2e');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

export const HOST = '127.0.0.1';
// Overridable so that two checkouts of the repository can run their browser tests side by side.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4180);
export const SITE_URL = `http://${HOST}:${SITE_PORT}`;
/**
 * Where the test build's forms post: a host under `.test` (reserved for tests, never on the
 * internet). No port is baked in: each worker's browser contexts reach it through that worker's
 * own sink, set as their proxy (sink.ts, fixtures.ts).
 */
export const SINK_URL = 'http://webhooks.e2e.test';

/** The webhook paths of the sink, one per form (docs/product.md §7). */
export const HOOKS = ['checkout', 'newsletter', 'course-inquiry', 'contact'] as const;
export type Hook = (typeof HOOKS)[number];

/**
 * The in-app admin's login in the test build, given to the build the way a deployment gives it
 * (username and the password's salted hash, as `npm run admin:password` prints it): the tests
 * sign in with it, and check that neither this password, nor the demo one, nor their unsalted
 * SHA-256 appears anywhere in dist/.
 */
export const ADMIN_TEST_LOGIN = { username: 'dona-ana', password: 'Rosa-Gel e2e 2026!' } as const;

/** The test login's hash line: a salt fixed here, so that every test build is the same. */
const ADMIN_TEST_SALT = Buffer.from('e2e-salt-of-16-b', 'utf8');
export const ADMIN_TEST_PASSWORD_HASH = formatPasswordHash({
  iterations: PASSWORD_HASH_ITERATIONS,
  salt: ADMIN_TEST_SALT,
  hash: pbkdf2Sync(ADMIN_TEST_LOGIN.password, ADMIN_TEST_SALT, PASSWORD_HASH_ITERATIONS, 32, 'sha256'),
});

/** The build environment of the test build: every webhook points at the local sink. */
export const TEST_BUILD_ENV: Readonly<Record<string, string>> = {
  SITE_URL,
  VITE_ADMIN_USERNAME: ADMIN_TEST_LOGIN.username,
  VITE_ADMIN_PASSWORD_HASH: ADMIN_TEST_PASSWORD_HASH,
  VITE_WEBHOOK_CHECKOUT_URL: `${SINK_URL}/checkout`,
  VITE_WEBHOOK_NEWSLETTER_URL: `${SINK_URL}/newsletter`,
  VITE_WEBHOOK_COURSE_INQUIRY_URL: `${SINK_URL}/course-inquiry`,
  VITE_WEBHOOK_CONTACT_URL: `${SINK_URL}/contact`,
};

/** Debian's Chromium, the full browser: the tools (screenshots, the content review's pictures) use it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * What the browser tests drive: Debian's chromium-headless-shell, the same Chromium (one source
 * package, one version, the same Blink and V8) built without the browser's window and profile
 * code, as Playwright itself runs headless tests. On a two-core machine it runs the suite in about
 * a third less time than the full browser. `E2E_CHROMIUM=/usr/bin/chromium` runs the tests on the
 * full browser instead.
 */
export const TEST_CHROMIUM_PATH = process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1024, height: 768 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
