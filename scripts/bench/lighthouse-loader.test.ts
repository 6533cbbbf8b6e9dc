// The bench's Lighthouse stays out of the project's install and is pinned exactly in its own package
// (docs/decisions/025-lighthouse-installed-by-the-bench.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_DIR } from './lighthouse-loader.ts';

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Lock {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const root = path.resolve(LIGHTHOUSE_DIR, '../../..');

describe('the bench Lighthouse package', () => {
  it('is not a dependency of the project', () => {
    const manifest = read<Manifest>(path.join(root, 'package.json'));
    const lock = read<Lock>(path.join(root, 'package-lock.json'));
    for (const name of ['lighthouse', 'chrome-launcher']) {
      expect(manifest.dependencies?.[name]).toBeUndefined();
      expect(manifest.devDependencies?.[name]).toBeUndefined();
      expect(lock.packages[`node_modules/${name}`]).toBeUndefined();
    }
  });

  it('pins exact versions that its lock file installs', () => {
    const manifest = read<Manifest>(path.join(LIGHTHOUSE_DIR, 'package.json'));
    const lock = read<Lock>(path.join(LIGHTHOUSE_DIR, 'package-lock.json'));
    expect(manifest.dependencies?.lighthouse).toMatch(/^12\.\d+\.\d+$/);
    for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
      expect(lock.packages['']?.dependencies?.[name]).toBe(version);
    }
  });
});
