// npm run build: netlify.toml's headers (scripts/netlify-toml.ts), the content build, then the
// typecheck alongside the Vite builds and the prerender (the typecheck uses one core and shares
// nothing with them), and a summary of the time each step took. Any failing step fails the
// build; the typecheck's messages are printed at the end, after the other steps' output.
// `--no-typecheck` leaves the typecheck out: the browser tests' build does, because `npm test`
// runs the typecheck as a step of its own.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitWhenWritten } from './io/terminal.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = {
  tsx: path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs'),
  vite: path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
  tsc: path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc'),
};

type Step = { name: string; seconds: number; ok: boolean };
const steps: Step[] = [];

/** Runs `node <script> ...args`; its output goes to the terminal, or is kept when `quiet`. */
function run(
  name: string,
  script: string,
  args: string[],
  quiet = false,
): Promise<Step & { output: string }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const finish = (ok: boolean) => {
      const step = { name, seconds: (performance.now() - start) / 1000, ok };
      steps.push(step);
      resolve({ ...step, output });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}

async function sequence(
  list: [name: string, script: string, args: string[]][],
  quiet = false,
): Promise<{ ok: boolean; output: string }> {
  let output = '';
  for (const [name, script, args] of list) {
    const step = await run(name, script, args, quiet);
    output += step.output;
    if (!step.ok) return { ok: false, output };
  }
  return { ok: true, output };
}

const started = performance.now();
const typechecked = !process.argv.includes('--no-typecheck');
// netlify.toml's headers from scripts/hosting/security-policy.ts: the preview server and the browser
// tests read them there, the host too once the change is committed.
const headers = await run('netlify.toml headers', bin.tsx, ['scripts/netlify-toml.ts']);
// The typecheck reads src/generated/ (settings, defaults), which the content build writes first.
const content = headers.ok ? await run('content', bin.tsx, ['scripts/build-content.ts']) : headers;
let ok = content.ok;
if (ok) {
  // tsc -b: each project is checked only when one of its files changed since its last check
  // (state in node_modules/.cache/tsc/), and its errors are reported again until fixed.
  const typecheck = typechecked
    ? sequence(
        [['typecheck', bin.tsc, ['-b', 'tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.test.json']]],
        true,
      )
    : Promise.resolve({ ok: true, output: '' });
  const bundles = sequence([
    ['vite build (site)', bin.vite, ['build']],
    ['vite build (CMS)', bin.vite, ['build', '--config', 'vite.cms.config.ts']],
    ['vite build (server)', bin.vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']],
    ['prerender', bin.tsx, ['scripts/prerender.ts']],
  ]);
  const [checked, built] = await Promise.all([typecheck, bundles]);
  if (!checked.ok) console.error(`\nThe typecheck failed:\n${checked.output}`);
  ok = checked.ok && built.ok;
}

const width = Math.max(...steps.map((step) => step.name.length));
console.log(
  typechecked
    ? '\nBuild steps (the typecheck ran alongside the Vite builds and the prerender):'
    : '\nBuild steps (--no-typecheck: no typecheck):',
);
for (const step of steps) {
  console.log(
    `  ${step.name.padEnd(width)}  ${step.seconds.toFixed(1).padStart(6)} s${step.ok ? '' : '  FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
// Once the report (the content's problems included) has reached a pipe whole.
await exitWhenWritten(ok ? 0 : 1);
