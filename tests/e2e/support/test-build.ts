// The browser tests' build: installs the tests' Chromium (config.ts) when it is missing, and builds
// the site into dist/ with every webhook pointing at the tests' sink host (the URLs are baked in at
// build time).
// E2E_SKIP_BUILD=1 reuses the current dist/ when it is a test build. global-setup.ts runs it
// before the browser tests; `npm test` runs this file on its own (`tsx tests/e2e/support/test-build.ts`),
// alongside the lint and the typecheck, and then the browser tests with E2E_SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, DIST_DIR, ROOT_DIR, SINK_URL, TEST_BUILD_ENV, TEST_CHROMIUM_PATH } from './config.ts';

/** Runs a command with inherited output; rejects with `what` when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: 'inherit' });
    child.on('error', (error) => reject(new Error(`${what}: ${error.message}`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(what))));
  });
}

/** The Debian package of each browser the project launches. */
const PACKAGES: Readonly<Record<string, string>> = {
  [CHROMIUM_PATH]: 'chromium',
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
};

/** Installs the Debian package of the browser at `browserPath` when it is missing. */
export async function ensureChromium(browserPath: string = CHROMIUM_PATH): Promise<void> {
  if (existsSync(browserPath)) return;
  const name = PACKAGES[browserPath];
  if (name === undefined)
    throw new Error(`${browserPath} is missing, and it is not a Debian package this project knows.`);
  console.log(`${browserPath} is missing: installing Debian's ${name} package with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const byHand = `install it by hand (\`apt-get install -y ${name}\`, as root) and run again`;
  await run('apt-get', ['update'], env, `\`apt-get update\` failed; ${byHand}`);
  await run('apt-get', ['install', '-y', name], env, `\`apt-get install -y ${name}\` failed; ${byHand}`);
  if (!existsSync(browserPath)) throw new Error(`${name} was installed but ${browserPath} is missing.`);
}

/** Whether dist/ is a test build: one of its scripts posts to the sink host. */
function isTestBuild(): boolean {
  const assetsDir = path.join(DIST_DIR, 'assets');
  if (!existsSync(path.join(DIST_DIR, 'app.html')) || !existsSync(assetsDir)) return false;
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(path.join(assetsDir, file), 'utf8').includes(SINK_URL));
}

export async function buildForTests(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!isTestBuild()) {
      throw new Error(
        `E2E_SKIP_BUILD=1, but dist/ is not a test build (no script posts to ${SINK_URL}): ` +
          'run the browser tests once without it, so that they build the site for the tests.',
      );
    }
    console.log('E2E_SKIP_BUILD=1: testing the existing dist/.');
    return;
  }
  console.log('\nBuilding the site for the browser tests (a test build: do not deploy it) with:');
  for (const [name, value] of Object.entries(TEST_BUILD_ENV)) console.log(`  ${name}=${value}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // No typecheck: `npm test` runs it as a step of its own, and the tests do not need it.
  const args = ['run', 'build', '--', '--no-typecheck'];
  await run(npm, args, { ...process.env, ...TEST_BUILD_ENV }, '`npm run build` failed (see above)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await ensureChromium(TEST_CHROMIUM_PATH);
    await buildForTests();
  } catch (error) {
    console.error(`\ntest build: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
