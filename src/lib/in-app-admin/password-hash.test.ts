// The admin password's hash is salted and slow (tests/fixtures/hostile/admin-password.json):
// what the build publishes cannot be looked up or guessed quickly offline.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  MIN_PASSWORD_HASH_ITERATIONS,
  parsePasswordHash,
  PASSWORD_HASH_ITERATIONS,
  SALT_BYTES,
  verifyPassword,
} from './password-hash.ts';

const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/hostile/admin-password.json'), 'utf8'),
) as { weakPasswords: string[]; oldStyle: { password: string; sha256: string } };

const PASSWORD = 'Rosa-Gel 2026!';
const stored = await hashPassword(PASSWORD);

describe('hashPassword', () => {
  it('makes a self-describing PBKDF2-SHA-256 line with a random salt and hundreds of thousands of iterations', () => {
    const parsed = parsePasswordHash(stored);
    if (typeof parsed === 'string') throw new Error(parsed);
    expect(stored.split(':')[0]).toBe('pbkdf2-sha256');
    expect(PASSWORD_HASH_ITERATIONS).toBeGreaterThanOrEqual(MIN_PASSWORD_HASH_ITERATIONS);
    expect(MIN_PASSWORD_HASH_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(parsed.iterations).toBe(PASSWORD_HASH_ITERATIONS);
    expect(parsed.salt).toHaveLength(SALT_BYTES);
    expect(parsed.hash).toHaveLength(32);
  });

  it('never gives the same line twice for the same password (a new salt each time)', async () => {
    const again = await hashPassword(PASSWORD);
    expect(again).not.toBe(stored);
    expect(again.split(':')[2]).not.toBe(stored.split(':')[2]);
  });

  it('holds neither the password nor its unsalted SHA-256 (hex or base64)', () => {
    const digest = createHash('sha256').update(PASSWORD).digest();
    expect(stored).not.toContain(PASSWORD);
    expect(stored.toLowerCase()).not.toContain(digest.toString('hex'));
    expect(stored).not.toContain(digest.toString('base64'));
  });

  it('survives a .env file: no $ (which Vite expands), no # and no spaces', () => {
    expect(stored).toMatch(/^[A-Za-z0-9+/=:-]+$/);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses the weak guesses of an attacker, and near misses', async () => {
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    for (const guess of [...fixture.weakPasswords, 'rosa-gel 2026!', `${PASSWORD} `, ''])
      expect(await verifyPassword(guess, stored)).toBe(false);
  }, 60_000);

  it('refuses anything checked against a line that is not a salted slow hash', async () => {
    const { password, sha256 } = fixture.oldStyle;
    const quick = await hashPassword(password, MIN_PASSWORD_HASH_ITERATIONS);
    for (const line of [sha256, '', 'pbkdf2-sha256', quick.replace(/:\d+:/, ':1:')])
      expect(await verifyPassword(password, line)).toBe(false);
    expect(await verifyPassword(password, quick)).toBe(true);
  }, 30_000);

  it('checks a login well under a second', async () => {
    const started = performance.now();
    await verifyPassword(PASSWORD, stored);
    // A generous upper bound: the check takes a few tenths of a second on the development machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('parsePasswordHash', () => {
  it('names what is wrong', () => {
    expect(parsePasswordHash(fixture.oldStyle.sha256)).toMatch(/not of the form pbkdf2-sha256:/);
    expect(parsePasswordHash(stored.replace(/:\d+:/, ':1000:'))).toMatch(/iteration count/);
    expect(parsePasswordHash(stored.replace(/:[^:]+:([^:]+)$/, ':QUJD:$1'))).toMatch(/salt/);
    expect(parsePasswordHash(stored.slice(0, -4))).toMatch(/hash must be 32 bytes/);
  });
});
