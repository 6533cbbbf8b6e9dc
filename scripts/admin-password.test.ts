// npm run admin:password (scripts/admin-password.ts) prints a salted, slow hash line for .env,
// and the build (vite.config.ts) refuses the old unsalted VITE_ADMIN_PASSWORD_SHA256
// (tests/fixtures/hostile/admin-password.json).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLoginFromEnv } from '../src/lib/in-app-admin/admin-env.ts';
import {
  MIN_PASSWORD_HASH_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from '../src/lib/in-app-admin/password-hash.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const fixture = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/hostile/admin-password.json'), 'utf8'),
) as { weakPasswords: string[]; oldStyle: { variable: string; password: string; sha256: string } };

/** Runs the command with `input` piped to it, as `printf ... | npm run admin:password` would. */
function adminPassword(input: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-password.ts'], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('npm run admin:password', () => {
  it('reads the password from a pipe and prints the VITE_ADMIN_PASSWORD_HASH line the build accepts', async () => {
    const password = 'Rosa-Gel 2026! com ç';
    const { status, stdout } = adminPassword(`${password}\n`);
    expect(status).toBe(0);
    const match = /^VITE_ADMIN_PASSWORD_HASH=(\S+)$/m.exec(stdout);
    expect(match).not.toBeNull();
    const line = match![1]!;
    const parsed = parsePasswordHash(line);
    if (typeof parsed === 'string') throw new Error(parsed);
    expect(parsed.iterations).toBeGreaterThanOrEqual(MIN_PASSWORD_HASH_ITERATIONS);
    expect(stdout).not.toContain(password);
    expect(await verifyPassword(password, line)).toBe(true);
    expect(await verifyPassword(`${password}\n`, line)).toBe(false);
    expect(adminLoginFromEnv({ VITE_ADMIN_USERNAME: 'ana', VITE_ADMIN_PASSWORD_HASH: line })).toEqual({
      username: 'ana',
      passwordHash: line,
    });
  }, 60_000);

  it('refuses an empty password, and warns about a weak one', () => {
    const empty = adminPassword('\n');
    expect(empty.status).not.toBe(0);
    expect(empty.stdout).toBe('');
    const weak = adminPassword(`${fixture.weakPasswords[0]}\n`);
    expect(weak.status).toBe(0);
    expect(weak.stderr).toMatch(/weak|short/i);
  }, 60_000);
});

describe('the build', () => {
  it('stops on the old VITE_ADMIN_PASSWORD_SHA256, saying to make a new hash with the command', async () => {
    const { variable, sha256 } = fixture.oldStyle;
    vi.stubEnv('VITE_ADMIN_USERNAME', 'ana');
    vi.stubEnv(variable, sha256);
    const { default: config } = await import('../vite.config.ts');
    const configure = config as unknown as (env: { mode: string; command: string }) => unknown;
    expect(() => configure({ mode: 'production', command: 'build' })).toThrow(
      /VITE_ADMIN_PASSWORD_SHA256 .*unsalted.*npm run admin:password/s,
    );
    // Loading vite.config.ts and its plugins takes seconds on a busy machine.
  }, 60_000);
});
