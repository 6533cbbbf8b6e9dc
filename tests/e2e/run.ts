// `npm run test:e2e`: the browser tests, self-contained.
//   1. Installs Debian's Chromium when /usr/bin/chromium is missing (apt-get, as root).
//   2. Builds the site once into dist/ with every webhook pointing at the tests' local sink
//      (the URLs are baked in at build time). E2E_SKIP_BUILD=1 reuses the current dist/.
//   3. Runs tests/e2e/*.test.ts with Node's test runner; the exit code is non-zero when any file
//      fails. Arguments filter the files: `npm run test:e2e -- shop` runs shop.test.ts.
// Lanes: every test file listens on the same fixed ports (the sink's is baked into dist/), so two
// files can only run at once on two loopbacks. Where the runner may make network namespaces
// (root, as on CI: `unshare --net`), files run in one lane per core (at most 2; E2E_LANES to
// choose), each file in a namespace of its own with the same ports and the same dist/, a lane
// taking the next file as soon as its last one is done; elsewhere they run one at a time on the
// machine's own network.
// Two runs at once would rebuild dist/ under each other and fight over the ports, so a run
// waits for the one already going (a lock file holding its pid).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/**
 * Sets up a test file's network namespace: its loopback, and a link with an address and a default
 * route that lead nowhere. Without that link Chromium counts itself offline (navigator.onLine
 * false, no 'online' event), and the tests of what the site does when the network comes back would
 * fail for the wrong reason.
 */
const NAMESPACE_SETUP = [
  'ip link set lo up',
  'ip link add eth0 type veth peer name eth1',
  'ip addr add 10.213.0.2/24 dev eth0',
  'ip link set eth1 up',
  'ip link set eth0 up',
  'ip route add default via 10.213.0.1 dev eth0 onlink',
].join(' && ');

/** Whether this process may run a command in a network namespace of its own (root, as on CI). */
function canIsolateNetwork(): boolean {
  const probe = spawnSync('unshare', ['--net', 'sh', '-c', NAMESPACE_SETUP], { stdio: 'ignore' });
  return probe.status === 0;
}

function laneCount(files: string[]): number {
  const wanted = Number(process.env.E2E_LANES ?? Math.min(2, availableParallelism()));
  const count = Math.max(1, Math.min(Number.isInteger(wanted) ? wanted : 1, files.length));
  if (count > 1 && !canIsolateNetwork()) {
    console.log('No network namespace here (`unshare --net` needs root): the files run one at a time.');
    return 1;
  }
  return count;
}

/**
 * The files, the most work first, a file's size standing for its work (its tests and steps): the
 * lanes take them in this order, so the long files start early and short ones fill the ends.
 */
function mostWorkFirst(files: string[]): string[] {
  const size = (file: string) => statSync(path.join(ROOT_DIR, file)).size;
  return [...files].sort((a, b) => size(b) - size(a));
}

const summaries: Map<string, number>[] = [];

/**
 * Runs `files` in one test runner; in a network namespace of its own when `isolated` (a loopback
 * of its own: the same ports as the other lanes). Its lines are prefixed with `prefix`.
 */
function runFiles(files: string[], tapFile: string, isolated: boolean, prefix: string): Promise<number> {
  const nodeArgs = [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-timeout=600000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ];
  const [command, args] = isolated
    ? [
        'unshare',
        ['--net', 'sh', '-c', `${NAMESPACE_SETUP} && exec "$@"`, 'lane', process.execPath, ...nodeArgs],
      ]
    : [process.execPath, nodeArgs];
  console.log(`\n${prefix}$ node --test ${files.map((file) => path.basename(file)).join(' ')}`);
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
    child.on('error', (error) => {
      console.error(`${prefix}Could not start the test runner: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).then((code) => {
    summaries.push(readSummary(tapFile));
    return code;
  });
}

/**
 * Runs the files in `count` lanes at once: each lane takes the next file of one shared queue
 * (most work first) as soon as its last one is done, each file in a namespace of its own.
 */
async function runInLanes(files: string[], count: number): Promise<number[]> {
  const queue = mostWorkFirst(files);
  const reportsDir = path.join(ARTIFACTS_DIR, 'results');
  await mkdir(reportsDir, { recursive: true });
  const codes: number[] = [];
  const lane = async (index: number) => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const tapFile = path.join(reportsDir, `${path.basename(file, '.test.ts')}.tap`);
      codes.push(await runFiles([file], tapFile, true, `[${index + 1}] `));
    }
  };
  await Promise.all(Array.from({ length: count }, (_, index) => lane(index)));
  return codes;
}

/** The counts of a TAP report's summary lines ('# pass N', '# fail N', ...). */
function readSummary(tapFile: string): Map<string, number> {
  const counts = new Map<string, number>();
  if (!existsSync(tapFile)) return counts;
  for (const line of readFileSync(tapFile, 'utf8').split('\n')) {
    const match = /^# (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
    if (match) counts.set(match[1]!, Number(match[2]));
  }
  return counts;
}

async function main() {
  const files = testFiles(process.argv.slice(2));
  await ensureChromium();
  await acquireRunLock();
  await buildForTests();
  const started = performance.now();
  const lanes = laneCount(files);
  const codes =
    lanes === 1
      ? [await runFiles(files, path.join(ARTIFACTS_DIR, 'results.tap'), false, '')]
      : await runInLanes(files, lanes);
  // One summary for the whole run: the counts of every report added up, and the time it took.
  const total = new Map<string, number>();
  for (const summary of summaries) {
    for (const [name, value] of summary) total.set(name, (total.get(name) ?? 0) + value);
  }
  total.set('duration_ms', Math.round(performance.now() - started));
  console.log(`\n${[...total].map(([name, value]) => `# ${name} ${value}`).join('\n')}`);
  process.exit(codes.some((code) => code !== 0) ? 1 : 0);
}

await main();
