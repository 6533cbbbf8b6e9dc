// The in-app admin's login check and session marker (docs/product.md §6). Access control is in
// the browser only: the marker in local storage is the whole session, and anyone can read the
// published JSON files. The login keeps the owner's local drafts from a casual visitor of her
// own browser, nothing more.
import type { AdminLogin } from './admin-env.ts';
import { verifyPassword } from './password-hash.ts';
import {
  discardStored,
  readStoredRaw,
  removeStored,
  STORAGE_KEYS,
  STORED_SIZE_LIMITS,
  writeStored,
} from '../storage.ts';

export const INVALID_CREDENTIALS = 'Credenciais inválidas. Tente novamente.';
/** How long the check takes at least, so that a wrong guess is not answered instantly. */
export const LOGIN_CHECK_MS = 500;

/** Whether both fields hold something (the username counts without surrounding spaces). */
export function loginComplete(username: string, password: string): boolean {
  return username.trim() !== '' && password !== '';
}

/**
 * True when the username (trimmed) and the password match the configured login. The password is
 * checked against its salted, slow hash (src/lib/in-app-admin/password-hash.ts), a few tenths of a second.
 */
export async function checkAdminCredentials(
  login: Pick<AdminLogin, 'username' | 'passwordHash'>,
  username: string,
  password: string,
): Promise<boolean> {
  if (!loginComplete(username, password)) return false;
  const matches = await verifyPassword(password, login.passwordHash);
  return username.trim() === login.username && matches;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

/**
 * Signed in: the `admin_token` marker is stored. Its content means nothing (the session is
 * client-only, docs/product.md §6), so any value counts, including those older versions wrote;
 * only an empty one or one far longer than a marker is removed, with a warning.
 */
export function isAdminSignedIn(storage: SessionStorage): boolean {
  const key = STORAGE_KEYS.adminToken;
  const marker = readStoredRaw(storage, key);
  if (marker === null) return false;
  const limit = STORED_SIZE_LIMITS[key];
  if (marker !== '' && marker.length <= limit) return true;
  discardStored(storage, key, marker === '' ? 'empty' : `${marker.length} characters, more than ${limit}`);
  return false;
}

/** Stores the marker; false when the storage refuses (the login then cannot hold). */
export function signInAdmin(storage: SessionStorage, now: Date = new Date()): boolean {
  return writeStored(storage, STORAGE_KEYS.adminToken, { signedInAt: now.toISOString() });
}

export function signOutAdmin(storage: SessionStorage): void {
  removeStored(storage, STORAGE_KEYS.adminToken);
}
