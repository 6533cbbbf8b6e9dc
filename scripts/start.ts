// npm start: the one command for a newcomer. Builds the content, then runs together the Vite
// dev server, the CMS's local backend (decap-server, in file mode: /admin/ edits the files of
// this working tree), the dev webhook sink (forms post to it) and a watcher that rebuilds the
// content whenever a file in content/ changes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './build-content.ts';
import { buildResponsiveImages } from './media/responsive-images.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sinkPort = Number(process.env.WEBHOOK_SINK_PORT ?? 8787);
/** The CMS looks for its local backend at this port (public/admin/config.yml: local_backend). */
const CMS_BACKEND_PORT = 8081;
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

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[start] ${name} stopped (${code ?? 'signal'}); stopping everything.`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// The CMS's local backend writes the files the owner saves (file mode, the default). Its git
// mode (CMS_MODE=git, the editorial workflow) checks out branches and commits with `git add .`
// in this working tree: it would sweep any unfinished work into its commits, so it is refused
// unless the tree is clean (the README says to try it in a separate clone).
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

if (!(await buildContent(root))) {
  console.error('\n[start] Fix the content problems above, then run `npm start` again.');
  process.exit(1);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
run('webhook sink', tsx, ['scripts/webhook-sink.ts']);
run('cms backend', path.join(root, 'node_modules', '.bin', 'decap-server'), [], {
  PORT: String(CMS_BACKEND_PORT),
  MODE: cmsMode,
  GIT_REPO_DIRECTORY: root,
  BIND_HOST: '127.0.0.1',
});
run('vite', path.join(root, 'node_modules', '.bin', 'vite'), [
  '--host',
  '127.0.0.1',
  '--port',
  '5173',
  '--strictPort',
]);

let timer: NodeJS.Timeout | undefined;
watch(path.join(root, 'content'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log('[start] content/ changed: rebuilding the content…');
    void buildContent(root);
  }, 200);
});

// A photo saved through the CMS lands in public/images/: its variants are made at once (the
// pictures of the dev server point at them).
let imageTimer: NodeJS.Timeout | undefined;
watch(path.join(root, 'public', 'images'), { recursive: true }, () => {
  clearTimeout(imageTimer);
  imageTimer = setTimeout(() => {
    buildResponsiveImages({ root }).catch((error: unknown) => console.error('[start] images:', error));
  }, 300);
});
