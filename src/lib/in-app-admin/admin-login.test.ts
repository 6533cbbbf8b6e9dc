import { describe, expect, it } from 'vitest';
import {
  checkAdminCredentials,
  isAdminSignedIn,
  loginComplete,
  signInAdmin,
  signOutAdmin,
} from './admin-login.ts';
import { hashPassword, MIN_PASSWORD_HASH_ITERATIONS } from './password-hash.ts';
import { STORAGE_KEYS } from '../storage.ts';

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
  passwordHash: await hashPassword('Unhas & gel 2026', MIN_PASSWORD_HASH_ITERATIONS),
};

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

  it('refuses everything when the stored hash is not one (never compares against nothing)', async () => {
    const broken = { ...login, passwordHash: '' };
    expect(await checkAdminCredentials(broken, 'ana', 'Unhas & gel 2026')).toBe(false);
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
