// `npm run test:e2e`: the browser tests, self-contained.
//   1. Installs Debian's Chromium when /usr/bin/chromium is missing (apt-get, as root).
//   2. Builds the site once into dist/ with every webhook pointing at the tests' local sink
//      (the URLs are baked in at build time). E2E_SKIP_BUILD=1 reuses the current dist/.
//   3. Runs tests/e2e/*.test.ts one file at a time with Node's test runner; the exit code is
//      the runner's. Arguments filter the files: `npm run test:e2e -- shop` runs shop.test.ts.
// Two runs at once would rebuild dist/ under each other and fight over the ports, so a run
// waits for the one already going (a lock file holding its pid).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACTS_DIR, CHROMIUM_PATH, E2E_DIR, ROOT_DIR, TEST_BUILD_ENV } from './config.ts';

/** Runs a command with inherited output; resolves to its exit code (or 1 when it cannot start). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function fail(message: string): never {
  console.error(`\ntest:e2e: ${message}`);
  process.exit(1);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`Chromium: ${CHROMIUM_PATH}`);
    return;
  }
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], env)) !== 0) {
    fail(
      '`apt-get update` failed; install Chromium by hand (`apt-get install -y chromium`, as root) and run again.',
    );
  }
  if ((await run('apt-get', ['install', '-y', 'chromium'], env)) !== 0) {
    fail('`apt-get install -y chromium` failed; install it by hand (as root) and run again.');
  }
  if (!existsSync(CHROMIUM_PATH)) fail(`chromium was installed but ${CHROMIUM_PATH} still does not exist.`);
}

async function buildForTests() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    console.log('E2E_SKIP_BUILD=1: testing the existing dist/ (it must have been built by test:e2e).');
    return;
  }
  console.log('\nBuilding the site for the browser tests with:');
  for (const [name, value] of Object.entries(TEST_BUILD_ENV)) console.log(`  ${name}=${value}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if ((await run(npm, ['run', 'build'], { ...process.env, ...TEST_BUILD_ENV })) !== 0) {
    fail('`npm run build` failed (see above); the browser tests need a built site.');
  }
}

const LOCK_FILE = path.join(ARTIFACTS_DIR, '.run.lock');
const LOCK_WAIT_MS = 30 * 60_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseRunLock() {
  try {
    if (readFileSync(LOCK_FILE, 'utf8') === String(process.pid)) unlinkSync(LOCK_FILE);
  } catch {
    // Already gone.
  }
}

async function acquireRunLock() {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  let announced = false;
  for (;;) {
    try {
      writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
      process.on('exit', releaseRunLock);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(readFileSync(LOCK_FILE, 'utf8'), 10);
    } catch {
      continue; // Released between the two calls: try again.
    }
    if (!Number.isInteger(holder) || !isAlive(holder)) {
      unlinkSync(LOCK_FILE); // Left by a run that died.
      continue;
    }
    if (!announced) {
      console.log(`Another test:e2e run (pid ${holder}) is using dist/ and the test ports: waiting for it.`);
      announced = true;
    }
    if (Date.now() > deadline)
      fail(`gave up waiting for the test:e2e run with pid ${holder} (${LOCK_FILE}).`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

function testFiles(filters: string[]): string[] {
  const all = readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const chosen =
    filters.length === 0 ? all : all.filter((file) => filters.some((filter) => file.includes(filter)));
  if (chosen.length === 0)
    fail(`no test file in tests/e2e/ matches ${filters.join(', ')} (have: ${all.join(', ')})`);
  return chosen.map((file) => path.relative(ROOT_DIR, path.join(E2E_DIR, file)));
}

async function main() {
  const files = testFiles(process.argv.slice(2));
  await ensureChromium();
  await acquireRunLock();
  await buildForTests();
  // The spec reporter for people; a TAP copy for the summary lines ('# pass N', '# fail N').
  const tapFile = path.join(ARTIFACTS_DIR, 'results.tap');
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    // Per test and per file: npm-start.test.ts runs the real `npm start`, whose dev server serves
    // the CMS unbundled (minutes on a busy two-core machine); the other files' tests keep their own
    // limits (60 s unless a test says otherwise, tests/e2e/harness.ts).
    '--test-timeout=600000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ]);
  if (existsSync(tapFile)) {
    const summary = readFileSync(tapFile, 'utf8')
      .split('\n')
      .filter((line) => /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) /.test(line));
    console.log(`\n${summary.join('\n')}`);
  }
  process.exit(code);
}

await main();
