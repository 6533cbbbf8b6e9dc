// `npm run test:defects`: puts back, one at a time, defects this project once had, and runs the
// tests that guard against each, to show that the suite fails on every one of them. Each defect is
// a small change to one source file (the code as it was, in spirit); the file is restored after
// its run, whatever happens (Ctrl+C included).
//
// For each defect: the unit tests that import the changed file (`vitest related`), then, when the
// defect needs a browser to show, the browser specs named below on a fresh test build. A defect is
// caught when at least one of those runs fails; the script exits non-zero when one is not caught.
// It takes several minutes and is not part of `npm test`. `-- header cms` runs only the defects
// whose id contains one of the words. dist/ is removed at the end (it holds the last defect's
// build), so the next browser-test run builds again.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Defect = {
  id: string;
  what: string;
  file: string;
  find: string;
  replace: string;
  /** Browser specs (tests/e2e/) that must fail, with an optional title filter. */
  browser?: { specs: string[]; grep?: string };
};

const DEFECTS: Defect[] = [
  {
    id: 'header-loop',
    what: 'the desktop header changes its layout height when it shrinks (scroll anchoring loops; the page blanks)',
    file: 'src/components/layout/site-header.css',
    find: '  transform: translateY(calc(-1 * var(--header-shrink)));\n}',
    replace: '  margin-bottom: calc(-1 * var(--header-shrink));\n}',
    browser: { specs: ['header-scroll.spec.ts'] },
  },
  {
    id: 'buyer-held',
    what: 'the checkout waits for the webhook before confirming (a hung webhook holds the buyer)',
    file: 'src/features/checkout/checkout-page.tsx',
    find: 'await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, CONFIRM_WAIT_MS))]);',
    replace:
      'await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 30 * CONFIRM_WAIT_MS))]);',
    browser: { specs: ['webhooks.spec.ts'], grep: 'hang|hung|never answers' },
  },
  {
    id: 'admin-copy-crash',
    what: "a malformed admin copy in local storage is used without the content schema's check",
    file: 'src/lib/in-app-admin/local-copy-check.ts',
    find: 'if (checked.ok) return envelope.data.rebuild(checked.items) as LocalCopy[C];',
    replace: 'return envelope.data.rebuild((checked.ok ? checked.items : list) as never) as LocalCopy[C];',
    browser: { specs: ['storage-fuzz.spec.ts'] },
  },
  {
    id: 'latin1-content',
    what: 'a content file in Latin-1 is read as if it were UTF-8 (its accents become U+FFFD)',
    file: 'scripts/content/source-files.ts',
    find: "const utf8 = new TextDecoder('utf-8', { fatal: true });",
    replace: "const utf8 = new TextDecoder('utf-8', { fatal: false });",
  },
  {
    id: 'description-backslashes',
    what: "a product description's Markdown escapes (\\* \\_ \\#) show their backslashes in the shop's text",
    file: 'src/lib/markdown/markdown-text.ts',
    find: "    if (ch === '\\\\') {",
    replace: "    if (ch === '\\\\' && text.length < 0) {",
  },
  {
    id: 'cms-writes-refused',
    what: 'the CMS lets a text longer than the content build allows be saved (no length pattern)',
    file: 'scripts/cms/cms-fields.ts',
    find: '  if (kind.max !== undefined) return { pattern:',
    replace: '  if (kind.max !== undefined && kind.max < 0) return { pattern:',
    browser: { specs: ['cms-gate.spec.ts'] },
  },
];

/** Runs a command (not synchronously: Ctrl+C must reach the handler that restores the file). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Whether Git has the file as committed (a run stopped by force may have left a defect in it). */
const unchanged = (file: string) =>
  spawnSync('git', ['diff', '--quiet', '--', file], { cwd: ROOT }).status === 0;

let restore: (() => void) | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore?.();
    process.exit(130);
  });
}

const filters = process.argv.slice(2);
const chosen = DEFECTS.filter(
  (defect) => filters.length === 0 || filters.some((word) => defect.id.includes(word)),
);
const outcomes: { id: string; unit: string; browser: string; caught: boolean }[] = [];

for (const defect of chosen) {
  const file = path.join(ROOT, defect.file);
  const original = readFileSync(file, 'utf8');
  if (!unchanged(defect.file)) {
    console.error(
      `${defect.id}: ${defect.file} has uncommitted changes; commit them, or undo them with git checkout`,
    );
    outcomes.push({ id: defect.id, unit: 'not run', browser: 'not run', caught: false });
    continue;
  }
  const count = original.split(defect.find).length - 1;
  if (count !== 1) {
    console.error(
      `${defect.id}: expected the text to change once in ${defect.file}, found it ${count} times`,
    );
    outcomes.push({ id: defect.id, unit: 'not run', browser: 'not run', caught: false });
    continue;
  }
  console.log(`\n════ ${defect.id}: ${defect.what}\n     (${defect.file})`);
  restore = () => writeFileSync(file, original);
  writeFileSync(file, original.replace(defect.find, defect.replace));
  try {
    const unitFailed =
      (await run('npx', ['vitest', 'related', '--run', '--passWithNoTests', defect.file])) !== 0;
    let browserFailed: boolean | undefined;
    if (defect.browser) {
      const grep = defect.browser.grep ? ['--grep', defect.browser.grep] : [];
      browserFailed =
        (await run('npx', ['playwright', 'test', ...defect.browser.specs, ...grep], {
          E2E_SKIP_BUILD: '0',
        })) !== 0;
    }
    outcomes.push({
      id: defect.id,
      unit: unitFailed ? 'FAILED (caught)' : 'passed',
      browser: browserFailed === undefined ? '-' : browserFailed ? 'FAILED (caught)' : 'passed',
      caught: unitFailed || browserFailed === true,
    });
  } finally {
    restore();
    restore = undefined;
  }
}

rmSync(path.join(ROOT, 'dist'), { recursive: true, force: true });
console.log('\nDefect                   unit tests        browser tests     suite');
for (const outcome of outcomes) {
  console.log(
    `${outcome.id.padEnd(24)} ${outcome.unit.padEnd(17)} ${outcome.browser.padEnd(17)} ${outcome.caught ? 'fails: caught' : 'PASSES: NOT CAUGHT'}`,
  );
}
process.exit(outcomes.every((outcome) => outcome.caught) ? 0 : 1);
