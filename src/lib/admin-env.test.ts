import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminLoginFromEnv, DEMO_ADMIN_LOGIN } from './admin-env.ts';

const HASH = createHash('sha256').update('s3gredo da Ana').digest('hex');

describe('adminLoginFromEnv', () => {
  it('uses the demo login, with its password to show, when neither variable is set or both are blank', () => {
    expect(adminLoginFromEnv({})).toEqual(DEMO_ADMIN_LOGIN);
    expect(adminLoginFromEnv({ VITE_ADMIN_USERNAME: '', VITE_ADMIN_PASSWORD_SHA256: '  ' })).toEqual(
      DEMO_ADMIN_LOGIN,
    );
    expect(DEMO_ADMIN_LOGIN.demoPassword).not.toBe('');
  });

  it("stores the demo password's real SHA-256", () => {
    expect(DEMO_ADMIN_LOGIN.passwordSha256).toBe(
      createHash('sha256').update(DEMO_ADMIN_LOGIN.demoPassword).digest('hex'),
    );
  });

  it('takes the configured username and hash (lowercased), without any demo password', () => {
    const login = adminLoginFromEnv({
      VITE_ADMIN_USERNAME: ' ana ',
      VITE_ADMIN_PASSWORD_SHA256: HASH.toUpperCase(),
    });
    expect(login).toEqual({ username: 'ana', passwordSha256: HASH });
    expect('demoPassword' in login).toBe(false);
  });

  it('refuses one variable without the other', () => {
    expect(() => adminLoginFromEnv({ VITE_ADMIN_USERNAME: 'ana' })).toThrow(
      /VITE_ADMIN_USERNAME is set but VITE_ADMIN_PASSWORD_SHA256 is not/,
    );
    expect(() => adminLoginFromEnv({ VITE_ADMIN_PASSWORD_SHA256: HASH })).toThrow(
      /VITE_ADMIN_PASSWORD_SHA256 is set but VITE_ADMIN_USERNAME is not/,
    );
  });

  it('refuses a hash that is not 64 hex digits, such as the password itself', () => {
    for (const wrong of ['s3gredo da Ana', HASH.slice(1), `${HASH}0`, `${HASH.slice(1)}g`]) {
      expect(() =>
        adminLoginFromEnv({ VITE_ADMIN_USERNAME: 'ana', VITE_ADMIN_PASSWORD_SHA256: wrong }),
      ).toThrow(/must be 64 hexadecimal digits/);
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
        VITE_ADMIN_PASSWORD_SHA256: HASH,
      }),
    ).toThrow(/VITE_ADMIN_USER\b/);
    // An empty line left from .env.example is not a typo.
    expect(adminLoginFromEnv({ VITE_ADMIN_PASSWORD: '' })).toEqual(DEMO_ADMIN_LOGIN);
  });
});
