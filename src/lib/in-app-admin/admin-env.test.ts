import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminLoginFromEnv, DEMO_ADMIN_LOGIN } from './admin-env.ts';
import {
  hashPassword,
  MIN_PASSWORD_HASH_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from './password-hash.ts';

const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/hostile/admin-password.json'), 'utf8'),
) as { weakPasswords: string[]; oldStyle: { variable: string; password: string; sha256: string } };

const HASH = await hashPassword('s3gredo da Ana', MIN_PASSWORD_HASH_ITERATIONS);

describe('adminLoginFromEnv', () => {
  it('uses the demo login, with its password to show, when neither variable is set or both are blank', () => {
    expect(adminLoginFromEnv({})).toEqual(DEMO_ADMIN_LOGIN);
    expect(adminLoginFromEnv({ VITE_ADMIN_USERNAME: '', VITE_ADMIN_PASSWORD_HASH: '  ' })).toEqual(
      DEMO_ADMIN_LOGIN,
    );
    expect(DEMO_ADMIN_LOGIN.demoPassword).not.toBe('');
  });

  it('stores a salted, slow hash of the demo password, recomputed here from its salt', async () => {
    const parsed = parsePasswordHash(DEMO_ADMIN_LOGIN.passwordHash);
    if (typeof parsed === 'string') throw new Error(parsed);
    expect(parsed.iterations).toBeGreaterThanOrEqual(MIN_PASSWORD_HASH_ITERATIONS);
    expect(await hashPassword(DEMO_ADMIN_LOGIN.demoPassword, parsed.iterations, parsed.salt)).toBe(
      DEMO_ADMIN_LOGIN.passwordHash,
    );
    expect(await verifyPassword(DEMO_ADMIN_LOGIN.demoPassword, DEMO_ADMIN_LOGIN.passwordHash)).toBe(true);
  });

  it('takes the configured username and hash, without any demo password', () => {
    const login = adminLoginFromEnv({ VITE_ADMIN_USERNAME: ' ana ', VITE_ADMIN_PASSWORD_HASH: ` ${HASH} ` });
    expect(login).toEqual({ username: 'ana', passwordHash: HASH });
    expect('demoPassword' in login).toBe(false);
  });

  it('stops the build on the old unsalted VITE_ADMIN_PASSWORD_SHA256, saying how to make a new hash', () => {
    const { variable, sha256 } = fixture.oldStyle;
    for (const env of [
      { VITE_ADMIN_USERNAME: 'ana', [variable]: sha256 },
      { [variable]: sha256 },
      { VITE_ADMIN_USERNAME: 'ana', VITE_ADMIN_PASSWORD_HASH: HASH, [variable]: sha256 },
    ]) {
      expect(() => adminLoginFromEnv(env)).toThrow(
        /VITE_ADMIN_PASSWORD_SHA256 .*unsalted.*npm run admin:password.*VITE_ADMIN_PASSWORD_HASH/s,
      );
    }
    // An empty line left from an older .env.example is not a hash.
    expect(adminLoginFromEnv({ [variable]: '' })).toEqual(DEMO_ADMIN_LOGIN);
  });

  it('refuses one variable without the other', () => {
    expect(() => adminLoginFromEnv({ VITE_ADMIN_USERNAME: 'ana' })).toThrow(
      /VITE_ADMIN_USERNAME is set but VITE_ADMIN_PASSWORD_HASH is not/,
    );
    expect(() => adminLoginFromEnv({ VITE_ADMIN_PASSWORD_HASH: HASH })).toThrow(
      /VITE_ADMIN_PASSWORD_HASH is set but VITE_ADMIN_USERNAME is not/,
    );
  });

  it('refuses a value that is not a salted slow hash: the password, a hex SHA-256, too few iterations', () => {
    const quick = HASH.replace(`:${MIN_PASSWORD_HASH_ITERATIONS}:`, ':1000:');
    for (const wrong of ['s3gredo da Ana', fixture.oldStyle.sha256, quick, HASH.slice(0, -8)]) {
      expect(() =>
        adminLoginFromEnv({ VITE_ADMIN_USERNAME: 'ana', VITE_ADMIN_PASSWORD_HASH: wrong }),
      ).toThrow(/VITE_ADMIN_PASSWORD_HASH .*npm run admin:password/s);
    }
  });

  it('refuses a misspelt VITE_ADMIN_* variable instead of ignoring it', () => {
    expect(() => adminLoginFromEnv({ VITE_ADMIN_PASSWORD: 'segredo' })).toThrow(
      /unknown variable VITE_ADMIN_PASSWORD/,
    );
    expect(() =>
      adminLoginFromEnv({
        VITE_ADMIN_USER: 'ana',
        VITE_ADMIN_USERNAME: 'ana',
        VITE_ADMIN_PASSWORD_HASH: HASH,
      }),
    ).toThrow(/VITE_ADMIN_USER\b/);
    // An empty line left from .env.example is not a typo.
    expect(adminLoginFromEnv({ VITE_ADMIN_PASSWORD: '' })).toEqual(DEMO_ADMIN_LOGIN);
  });
});
