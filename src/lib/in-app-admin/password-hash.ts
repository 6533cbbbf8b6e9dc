// Salted, deliberately slow password hashes for the in-app admin's login
// (docs/decisions/023-outbox-orders-and-admin-password-hash.md): PBKDF2-SHA-256 from Web Crypto,
// a random salt per hash, stored as one self-describing line,
// `pbkdf2-sha256:<iterations>:<salt base64>:<hash base64>`. The hash is published in the
// JavaScript of the admin, so it must be slow to guess against offline. Runs in the browser
// (the login page) and in Node (scripts/admin-password.ts, the build's check).

export const PASSWORD_HASH_SCHEME = 'pbkdf2-sha256';
/** What `npm run admin:password` uses: a login check takes a few tenths of a second. */
export const PASSWORD_HASH_ITERATIONS = 300_000;
/** Fewer iterations than this are refused: such a hash is too quick to guess against. */
export const MIN_PASSWORD_HASH_ITERATIONS = 200_000;
/** More than this would freeze the login page for too long (and a typo of a few zeros). */
export const MAX_PASSWORD_HASH_ITERATIONS = 5_000_000;
export const SALT_BYTES = 16;
const HASH_BITS = 256;

export type PasswordHash = { iterations: number; salt: Uint8Array; hash: Uint8Array };

function subtleCrypto(): typeof globalThis.crypto.subtle {
  const subtle = globalThis.crypto?.subtle;
  // Web Crypto exists only in secure contexts (https, localhost): a plain-http address of another
  // machine has none, and the login cannot be checked there.
  if (subtle === undefined) throw new Error('Web Crypto (crypto.subtle) is not available on this page');
  return subtle;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const subtle = subtleCrypto();
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export function formatPasswordHash({ iterations, salt, hash }: PasswordHash): string {
  return [PASSWORD_HASH_SCHEME, String(iterations), toBase64(salt), toBase64(hash)].join(':');
}

/**
 * The parts of a stored hash line, or a reason (for the build's message) when it is not one this
 * module makes: another scheme, too few or too many iterations, a salt shorter than SALT_BYTES.
 */
export function parsePasswordHash(text: string): PasswordHash | string {
  const parts = text.trim().split(':');
  if (parts.length !== 4 || parts[0] !== PASSWORD_HASH_SCHEME)
    return `not of the form ${PASSWORD_HASH_SCHEME}:<iterations>:<salt>:<hash>`;
  const [, count = '', saltText = '', hashText = ''] = parts;
  const iterations = /^\d{1,9}$/.test(count) ? Number(count) : Number.NaN;
  if (!(iterations >= MIN_PASSWORD_HASH_ITERATIONS && iterations <= MAX_PASSWORD_HASH_ITERATIONS))
    return `the iteration count must be between ${MIN_PASSWORD_HASH_ITERATIONS} and ${MAX_PASSWORD_HASH_ITERATIONS}`;
  const salt = fromBase64(saltText);
  if (salt === undefined || salt.length < SALT_BYTES)
    return `the salt must be at least ${SALT_BYTES} bytes of base64`;
  const hash = fromBase64(hashText);
  if (hash === undefined || hash.length !== HASH_BITS / 8)
    return `the hash must be ${HASH_BITS / 8} bytes of base64`;
  return { iterations, salt, hash };
}

/** A new hash line for `password`, with a random salt. */
export async function hashPassword(
  password: string,
  iterations: number = PASSWORD_HASH_ITERATIONS,
  salt: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
): Promise<string> {
  return formatPasswordHash({ iterations, salt, hash: await derive(password, salt, iterations) });
}

/** Whether `password` gives the stored hash line; false for a line that is not a valid one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (typeof parsed === 'string') return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  // Every byte compared, whatever the first difference (no early exit to time).
  let difference = candidate.length ^ parsed.hash.length;
  for (let i = 0; i < parsed.hash.length; i++) difference |= (candidate[i] ?? 0) ^ (parsed.hash[i] ?? 0);
  return difference === 0;
}
