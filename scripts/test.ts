// npm test: every check of the project, in the order that keeps both cores busy.
//   1. the content build (the others read what it writes into src/generated/);
//   2. at once: lint (ESLint and Prettier), the typecheck, and the browser tests' build of the site
//      (each uses about one core; their output is printed whole when each ends);
//   3. the unit tests (Vitest, one worker per core);
//   4. the browser tests (Playwright Test on the build of step 2, a worker more than the cores).
// A failing step stops the steps after it; all the steps of a stage finish, so that one run shows
// every failure of that stage. A table of the steps' times ends the output.
import { spawn } from 'node:child_process';
import { exitWhenWritten } from './io/terminal.ts';

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };
type Result = { name: string; seconds: number; ok: boolean };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const STAGES: Step[][] = [
  [{ name: 'content', command: npm, args: ['run', '--silent', 'content'] }],
  [
    { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
    { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
    { name: 'test build', command: npx, args: ['tsx', 'tests/e2e/support/test-build.ts'] },
  ],
  [{ name: 'unit tests', command: npm, args: ['run', '--silent', 'test:unit'] }],
  [
    {
      name: 'browser tests',
      command: npm,
      args: ['run', '--silent', 'test:e2e'],
      env: { E2E_SKIP_BUILD: '1' },
    },
  ],
];

/** Runs one step: live output when it runs alone, else kept and printed whole when it ends. */
function run(step: Step, alone: boolean): Promise<Result> {
  const started = performance.now();
  if (alone) console.log(`\n── ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n── ${step.name}: ${[step.command, ...step.args].join(' ')} (${seconds.toFixed(0)} s)`);
        process.stdout.write(output);
      }
      resolve({ name: step.name, seconds, ok });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}

const started = performance.now();
const results: Result[] = [];
for (const stage of STAGES) {
  const stageResults = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  results.push(...stageResults);
  if (stageResults.some((result) => !result.ok)) break;
}

const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
console.log('\nnpm test (the steps of one line ran at once):');
for (const result of results) {
  const mark = result.ok ? 'ok' : 'FAILED';
  console.log(`  ${result.name.padEnd(width)}  ${result.seconds.toFixed(0).padStart(4)} s  ${mark}`);
}
const skipped = STAGES.flat().filter((step) => !results.some((result) => result.name === step.name));
for (const step of skipped)
  console.log(`  ${step.name.padEnd(width)}     -    not run (an earlier step failed)`);
console.log(`  ${'total'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`);
await exitWhenWritten(results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1);
