// Lighthouse and chrome-launcher for the bench's lighthouse section, from their own small package
// in scripts/bench/lighthouse/ (exact versions, its own package-lock.json), not from the project's
// dependencies: `npm ci` of the project does not install them. The first time the section runs,
// this module installs them there with `npm ci --prefix` (the same npm registry), then imports
// them by path. The types below declare only what scripts/bench/lighthouse.ts uses, so the type
// check passes whether or not they are installed (docs/decisions/025-lighthouse-installed-by-the-bench.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const LIGHTHOUSE_DIR = fileURLToPath(new URL('./lighthouse/', import.meta.url));
const RELATIVE_DIR = 'scripts/bench/lighthouse';

interface Audit {
  id: string;
  score: number | null;
  numericValue?: number;
}

interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

export interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: Partial<Record<string, Category>>;
    audits: Record<string, Audit>;
  };
}

export type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
    /** What Lighthouse clears for the page's origin before the run (Chrome's storage types). */
    clearStorageTypes?: string[];
  },
) => Promise<LighthouseResult | undefined>;

export interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; port: number }): Promise<{
    port: number;
    kill(): void;
  }>;
}

/** The exact versions the sub-package pins (its package.json). */
function pinned(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(LIGHTHOUSE_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return manifest.dependencies;
}

/** True when every pinned package is installed at its pinned version. */
export function isInstalled(): boolean {
  return Object.entries(pinned()).every(([name, version]) => {
    const file = path.join(LIGHTHOUSE_DIR, 'node_modules', name, 'package.json');
    if (!existsSync(file)) return false;
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version === version;
  });
}

/** Runs `npm ci` in the sub-package; throws a message saying what failed and what to run by hand. */
export function install(): void {
  console.log(`Installing Lighthouse into ${RELATIVE_DIR} (first run of the lighthouse section)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', LIGHTHOUSE_DIR, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 || !isInstalled()) {
    const cause = result.error
      ? result.error.message
      : `npm ci exited with ${result.status ?? `signal ${result.signal}`}`;
    throw new Error(
      `Could not install Lighthouse into ${RELATIVE_DIR} (${cause}; no network, or the npm registry unreachable?). ` +
        `Install it by hand with \`npm ci --prefix ${RELATIVE_DIR}\`, then run the bench again.`,
    );
  }
}

/** Lighthouse's entry point and chrome-launcher, installed first if they are not. */
export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  if (!isInstalled()) install();
  const require = createRequire(path.join(LIGHTHOUSE_DIR, 'package.json'));
  const url = (name: string) => pathToFileURL(require.resolve(name)).href;
  const lighthouse = (await import(url('lighthouse'))) as { default: Lighthouse };
  const chromeLauncher = (await import(url('chrome-launcher'))) as ChromeLauncher;
  return { lighthouse: lighthouse.default, chromeLauncher };
}
