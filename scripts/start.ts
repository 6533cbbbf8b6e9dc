// npm start: the one command for a newcomer. Builds the content, then runs together the Vite
// dev server, the CMS's local backend (decap-server, in file mode: /admin/ edits the files of
// this working tree, behind a guard that lets it touch only the CMS's folders and files), the dev webhook sink (forms post to it) and a watcher that rebuilds the
// content and the photos' variants whenever a file in content/ or public/images/ changes.
//
// One supervised process: the builds run one at a time (scripts/dev/build-queue.ts), a failure
// is printed with its file and npm start goes on, the CMS is told each build's result
// (scripts/dev/build-status.ts), and Ctrl+C, SIGTERM, a child that stops or a crash stops every
// child and what it started (scripts/dev/supervisor.ts). Ports are checked before anything starts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runContentBuild } from './build-content.ts';
import { createBuildQueue } from './dev/build-queue.ts';
import { BUILD_STATUS_FILE_VARIABLE, buildStatusFile, CMS_BACKEND_URL_VARIABLE } from './dev/build-status.ts';
import { portsInUse, type PortNeed } from './dev/ports.ts';
import { createSupervisor, whenAncestorsEnd } from './dev/supervisor.ts';
import { watchTree } from './dev/watch-tree.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port from the environment (`name`), or its default; anything else stops npm start with a message. */
function portFrom(name: string, fallback: number): number {
  const given = process.env[name];
  if (given === undefined || given === '') return fallback;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[start] ${name}=${given} is not a port number (1–65535).`);
    process.exit(1);
  }
  return port;
}
const sitePort = portFrom('SITE_PORT', 5173);
const sinkPort = portFrom('WEBHOOK_SINK_PORT', 8787);
/** config.yml's `local_backend: true` means 8081; on another port the dev server tells the CMS. */
const DEFAULT_CMS_BACKEND_PORT = 8081;
const cmsBackendPort = portFrom('CMS_BACKEND_PORT', DEFAULT_CMS_BACKEND_PORT);

const sink = `http://localhost:${sinkPort}`;
const hooks = {
  VITE_WEBHOOK_NEWSLETTER_URL: `${sink}/newsletter`,
  VITE_WEBHOOK_COURSE_INQUIRY_URL: `${sink}/course-inquiry`,
  VITE_WEBHOOK_CHECKOUT_URL: `${sink}/checkout`,
  VITE_WEBHOOK_CONTACT_URL: `${sink}/contact`,
};
// A URL set in the shell environment wins over the local sink (a .env value does not reach Vite here).
const env: NodeJS.ProcessEnv = { ...process.env, WEBHOOK_SINK_PORT: String(sinkPort) };
for (const [name, url] of Object.entries(hooks)) env[name] ||= url;

const supervisor = createSupervisor({ cwd: root });
process.on('SIGINT', () => void supervisor.stop(0, 'Ctrl+C'));
process.on('SIGTERM', () => void supervisor.stop(0, 'SIGTERM'));
process.on('SIGHUP', () => void supervisor.stop(0, 'the terminal closed'));
whenAncestorsEnd((pid) => void supervisor.stop(0, `its parent process (${pid}) ended`));
// A bug of npm start itself stops the children with it rather than leaving them behind.
process.on('uncaughtException', (error) => {
  console.error('[start] unexpected error:', error);
  void supervisor.stop(1, 'npm start failed');
});
// A promise that fails without a handler is reported; it does not end npm start.
process.on('unhandledRejection', (reason) =>
  console.error('[start] unexpected error (npm start goes on):', reason),
);

// The CMS's local backend writes the files the owner saves (file mode, the default). Its git
// mode (CMS_MODE=git, the editorial workflow) checks out branches and commits with `git add .`
// in this working tree: it would sweep any unfinished work into its commits, so it is refused
// unless the tree is clean (docs/editing.md says to try it in a separate clone).
const cmsMode = process.env.CMS_MODE === 'git' ? 'git' : 'fs';
if (cmsMode === 'git') {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (status.status !== 0 || status.stdout.trim() !== '') {
    console.error(
      '[start] CMS_MODE=git needs a Git working tree with no changes and no untracked files:\n' +
        '        the CMS would commit them with its own changes. Try it in a separate clone:\n' +
        '        git clone . ../site-cms-trial && cd ../site-cms-trial && npm ci && CMS_MODE=git npm start',
    );
    process.exit(1);
  }
}

const ports: PortNeed[] = [
  { port: sitePort, service: 'the site (Vite dev server)', variable: 'SITE_PORT' },
  { port: cmsBackendPort, service: "the CMS's local backend (decap-server)", variable: 'CMS_BACKEND_PORT' },
  { port: sinkPort, service: 'the webhook sink', variable: 'WEBHOOK_SINK_PORT' },
];
if (new Set(ports.map((need) => need.port)).size < ports.length) {
  console.error(
    `[start] SITE_PORT, CMS_BACKEND_PORT and WEBHOOK_SINK_PORT must differ (${ports.map((need) => need.port).join(', ')}).`,
  );
  process.exit(1);
}
const taken = await portsInUse(ports);
if (taken.length > 0) {
  console.error(taken.join('\n'));
  process.exit(1);
}

// The build state the CMS reads (src/cms/build-report.ts), through the dev server.
const statusPath = path.join(root, 'node_modules', '.cache', 'start', `build-status-${sitePort}.json`);
const status = buildStatusFile(statusPath);

/** A build's unexpected error as a problem line: its file when it names one. */
function unexpectedProblem(error: unknown): string {
  const file =
    error instanceof Error && 'path' in error && typeof error.path === 'string' ? error.path : 'content/';
  const message = error instanceof Error ? error.message : String(error);
  return `${path.isAbsolute(file) ? path.relative(root, file) : file}  compilação: falhou inesperadamente (${message})`;
}

/** One content and image build; its result goes to the terminal and to the CMS. */
async function build(reasons: string[]): Promise<boolean> {
  const startedAt = Date.now();
  if (reasons.length > 0) {
    const shown =
      reasons.slice(0, 3).join(', ') + (reasons.length > 3 ? ` and ${reasons.length - 3} more` : '');
    console.log(`[start] ${shown} changed: rebuilding the content…`);
  }
  let result;
  try {
    result = await runContentBuild(root);
  } catch (error) {
    // What the build did not foresee (a file removed while read, a full disk): printed with its
    // file, and the CMS told in the build's form.
    console.error('[start] the content build failed:', error);
    result = { ok: false, problems: [unexpectedProblem(error)] };
  }
  await status.finish({ startedAt, finishedAt: Date.now(), ok: result.ok, problems: result.problems });
  return result.ok;
}

/** What the site and the CMS read, left by the last content build that passed. */
const lastGoodOutputs = ['public/admin/config.yml', 'src/generated/settings.json', 'public/products.json'];

await status.setBusy(true);
if (!(await build([]))) {
  if (!lastGoodOutputs.every((file) => existsSync(path.join(root, file)))) {
    console.error('\n[start] Fix the content problems above, then run `npm start` again.');
    process.exit(1);
  }
  // An earlier build passed: the site runs on its content, and the CMS shows the problems above,
  // so that the owner can mend the file where she made it; the next good build updates the site.
  console.error(
    '\n[start] The content has the problems above: the site shows the content of the last build that\n' +
      '        passed until they are fixed (the CMS at /admin/ lists them too).',
  );
}
await status.setBusy(false);

const queue = createBuildQueue(async (reasons) => void (await build(reasons)), {
  onError: (error) => console.error('[start] build failed:', error),
  onStateChange: (state) => void status.setBusy(state !== 'idle'),
});

/** Watches `folder` (under the root); every change asks the queue for a build. */
function watchFolder(folder: string) {
  watchTree(
    path.join(root, folder),
    (file) => {
      // The temporary files of atomic writes are followed by the real file's event.
      if (!file.endsWith('.tmp')) queue.request(path.posix.join(folder, file));
    },
    // A folder that cannot be watched is printed; the other parts keep running.
    (error) =>
      console.error(`[start] watching ${folder}/ failed (its changes may not rebuild the site):`, error),
  );
}
watchFolder('content');
// A photo saved through the CMS lands in public/images/: its variants are made by the same queue.
watchFolder('public/images');

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
supervisor.run('webhook sink', bin('tsx'), ['scripts/webhook-sink.ts'], env);
// decap-server behind its guard: only the dev site's requests, only the CMS's folders and files
// (scripts/dev/cms-backend.ts, docs/decisions/021-guarded-cms-backend.md).
supervisor.run(
  'cms backend',
  bin('tsx'),
  [
    'scripts/dev/cms-backend.ts',
    ...['--root', root, '--port', String(cmsBackendPort), '--mode', cmsMode],
    ...['--site-origin', `http://localhost:${sitePort}`, '--site-origin', `http://127.0.0.1:${sitePort}`],
  ],
  env,
);
supervisor.run('vite', bin('vite'), ['--host', '127.0.0.1', '--port', String(sitePort), '--strictPort'], {
  ...env,
  [BUILD_STATUS_FILE_VARIABLE]: statusPath,
  ...(cmsBackendPort !== DEFAULT_CMS_BACKEND_PORT && {
    [CMS_BACKEND_URL_VARIABLE]: `http://localhost:${cmsBackendPort}/api/v1`,
  }),
});
