// `npm run test:e2e`: the browser tests, self-contained.
//   1. Installs Debian's Chromium when /usr/bin/chromium is missing (apt-get, as root).
//   2. Builds the site once into dist/ with every webhook pointing at the tests' local sink
//      (the URLs are baked in at build time). E2E_SKIP_BUILD=1 reuses the current dist/.
//   3. Runs tests/e2e/*.test.ts with Node's test runner, one file at a time per shard; the exit
//      code is non-zero when any shard fails. Arguments filter the files: `npm run test:e2e --
//      shop` runs shop.test.ts.
// Shards: every test file listens on the same fixed ports (the sink's is baked into dist/), so
// two files can only run at once on two loopbacks. Where the runner may make network namespaces
// (root, as on CI: `unshare --net`), the files are split into one shard per core (at most 2,
// E2E_SHARDS to choose), each in a namespace of its own with the same ports and the same dist/;
// elsewhere they run in one shard on the machine's own network.
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
 * Sets up a shard's network namespace: its loopback, and a link with an address and a default
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

function shardCount(files: string[]): number {
  const wanted = Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism()));
  const count = Math.max(1, Math.min(Number.isInteger(wanted) ? wanted : 1, files.length));
  if (count > 1 && !canIsolateNetwork()) {
    console.log('No network namespace here (`unshare --net` needs root): the files run in one shard.');
    return 1;
  }
  return count;
}

/**
 * Splits the files into `count` shards of about equal work, the largest first, a file's size
 * standing for its work (its number of tests and steps).
 */
function splitIntoShards(files: string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
  const bySize = files
    .map((file) => ({ file, weight: statSync(path.join(ROOT_DIR, file)).size }))
    .sort((a, b) => b.weight - a.weight);
  for (const { file, weight } of bySize) {
    const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return shards.map((shard) => shard.files.sort());
}

/** Runs one shard's files; its lines are prefixed with the shard's number when there are several. */
function runShard(files: string[], index: number, count: number): Promise<number> {
  const tapFile = path.join(ARTIFACTS_DIR, count === 1 ? 'results.tap' : `results-${index + 1}.tap`);
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
  // In a namespace of its own, the shard has a loopback of its own: the same ports as the others.
  const [command, args] =
    count === 1
      ? [process.execPath, nodeArgs]
      : [
          'unshare',
          ['--net', 'sh', '-c', `${NAMESPACE_SETUP} && exec "$@"`, 'shard', process.execPath, ...nodeArgs],
        ];
  const prefix = count === 1 ? '' : `[${index + 1}] `;
  console.log(`\n${prefix}$ node --test ${files.map((file) => path.basename(file)).join(' ')}`);
  return new Promise((resolve) => {
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
    return code as number;
  });
}

const summaries: Map<string, number>[] = [];

/** The counts of a TAP report's summary lines ('# pass N', '# fail N', ...). */
function readSummary(tapFile: string): Map<string, number> {
  const counts = new Map<string, number>();
  if (!existsSync(tapFile)) return counts;
  for (const line of readFileSync(tapFile, 'utf8').split('\n')) {
    const match = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)$/.exec(line);
    if (match) counts.set(match[1]!, Number(match[2]));
  }
  return counts;
}

async function main() {
  const files = testFiles(process.argv.slice(2));
  await ensureChromium();
  await acquireRunLock();
  await buildForTests();
  const shards = splitIntoShards(files, shardCount(files));
  const codes = await Promise.all(
    shards.map((shardFiles, index) => runShard(shardFiles, index, shards.length)),
  );
  // One summary for the whole run: counts add up; the duration is the longest shard's.
  const total = new Map<string, number>();
  for (const summary of summaries) {
    for (const [name, value] of summary) {
      total.set(
        name,
        name === 'duration_ms' ? Math.max(total.get(name) ?? 0, value) : (total.get(name) ?? 0) + value,
      );
    }
  }
  console.log(`\n${[...total].map(([name, value]) => `# ${name} ${Math.round(value)}`).join('\n')}`);
  process.exit(codes.some((code) => code !== 0) ? 1 : 0);
}

await main();
