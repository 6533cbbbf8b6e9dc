import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkAdminCredentials,
  isAdminSignedIn,
  loginComplete,
  sha256Hex,
  signInAdmin,
  signOutAdmin,
} from './admin-login.ts';
import { STORAGE_KEYS } from './storage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
}

const login = {
  username: 'ana',
  passwordSha256: createHash('sha256').update('Unhas & gel 2026').digest('hex'),
};

describe('sha256Hex', () => {
  it('gives the hex digest of the UTF-8 text, as sha256sum does', async () => {
    for (const text of ['', 'abc', 'palavra-passe com ç e €']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('checkAdminCredentials', () => {
  it('accepts the configured username (spaces around it ignored) and password', async () => {
    expect(await checkAdminCredentials(login, 'ana', 'Unhas & gel 2026')).toBe(true);
    expect(await checkAdminCredentials(login, '  ana ', 'Unhas & gel 2026')).toBe(true);
  });

  it('refuses a wrong username, a wrong password, a password off by a space, or empty fields', async () => {
    expect(await checkAdminCredentials(login, 'Ana', 'Unhas & gel 2026')).toBe(false);
    expect(await checkAdminCredentials(login, 'ana', 'unhas & gel 2026')).toBe(false);
    expect(await checkAdminCredentials(login, 'ana', 'Unhas & gel 2026 ')).toBe(false);
    expect(await checkAdminCredentials(login, '', 'Unhas & gel 2026')).toBe(false);
    expect(await checkAdminCredentials(login, 'ana', '')).toBe(false);
  });

  it('compares the hash whatever its letter case', async () => {
    const upper = { ...login, passwordSha256: login.passwordSha256.toUpperCase() };
    expect(await checkAdminCredentials(upper, 'ana', 'Unhas & gel 2026')).toBe(true);
  });
});

describe('loginComplete', () => {
  it('needs a username other than spaces and any password', () => {
    expect(loginComplete('ana', 'x')).toBe(true);
    expect(loginComplete('   ', 'x')).toBe(false);
    expect(loginComplete('ana', '')).toBe(false);
  });
});

describe('the session marker', () => {
  it('signs in, is seen, and signs out', () => {
    const storage = memoryStorage();
    expect(isAdminSignedIn(storage)).toBe(false);
    expect(signInAdmin(storage, new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(storage.data.get(STORAGE_KEYS.adminToken)).toBe('{"signedInAt":"2026-03-01T10:00:00.000Z"}');
    expect(isAdminSignedIn(storage)).toBe(true);
    signOutAdmin(storage);
    expect(isAdminSignedIn(storage)).toBe(false);
  });

  it('counts any stored marker (an older version wrote other values) but not an empty one', () => {
    expect(isAdminSignedIn(memoryStorage({ admin_token: 'true' }))).toBe(true);
    expect(isAdminSignedIn(memoryStorage({ admin_token: '' }))).toBe(false);
  });

  it('is signed out when there is no storage, and says so when the marker cannot be stored', () => {
    expect(isAdminSignedIn(undefined)).toBe(false);
    expect(signInAdmin(undefined)).toBe(false);
  });
});
