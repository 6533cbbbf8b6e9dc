// The in-app admin's credentials, read once from the build environment (vite.config.ts) and
// checked there, so that a typo stops the build instead of silently falling back to the demo
// login. The app receives only the result (`__ADMIN_LOGIN__`): the username, the password's
// salted PBKDF2 hash (src/lib/in-app-admin/password-hash.ts; made by `npm run admin:password`), and the demo
// password only when no credentials are configured. This module is not imported by the app, so
// the demo password below never reaches the browser otherwise.
import { parsePasswordHash } from './password-hash.ts';

/** What the login page checks against. `demoPassword` is set only for the demo credentials. */
export type AdminLogin = {
  username: string;
  /** `pbkdf2-sha256:<iterations>:<salt>:<hash>` (src/lib/in-app-admin/password-hash.ts). */
  passwordHash: string;
  /** Shown on the login page; present only when no credentials were configured. */
  demoPassword?: string;
};

export const ADMIN_ENV_NAMES = ['VITE_ADMIN_USERNAME', 'VITE_ADMIN_PASSWORD_HASH'] as const;
/**
 * The unsalted SHA-256 earlier versions took: guessed offline in seconds for a weak password, so
 * the build refuses to publish it (docs/decisions/023-outbox-orders-and-admin-password-hash.md).
 */
export const RETIRED_ADMIN_ENV_NAME = 'VITE_ADMIN_PASSWORD_SHA256';

/** Used when neither variable is set; shown on the login page. */
export const DEMO_ADMIN_LOGIN: Required<AdminLogin> = {
  username: 'admin',
  demoPassword: 'demo-unhas-2026',
  // hashPassword('demo-unhas-2026') with the salt below; a unit test recomputes it.
  passwordHash: 'pbkdf2-sha256:300000:KXZjEZ5Y3MdoOrcgx+XJXQ==:dR7D9GoY+TmztB2v8HtLCQBOvNZZxNEEsygU60V2cAk=',
};

const HOW_TO =
  'Make the hash with `npm run admin:password` and set VITE_ADMIN_USERNAME and VITE_ADMIN_PASSWORD_HASH ' +
  '(both, or neither for the demo login).';

/**
 * The admin login the build environment asks for. Blank values count as unset (an empty line of
 * .env.example). Throws, naming the variable, when the retired VITE_ADMIN_PASSWORD_SHA256 is set,
 * when only one variable is set, when the hash is not a salted slow one, or when a VITE_ADMIN_*
 * variable with another name is set (a typo would otherwise be ignored).
 */
export function adminLoginFromEnv(env: Readonly<Record<string, string | undefined>>): AdminLogin {
  const fail = (problem: string): never => {
    throw new Error(`In-app admin credentials: ${problem}. ${HOW_TO}`);
  };
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  if (set(RETIRED_ADMIN_ENV_NAME)) {
    fail(
      `${RETIRED_ADMIN_ENV_NAME} is no longer read: an unsalted SHA-256 of the password would be ` +
        'published in the JavaScript of the site, where a weak password is guessed offline in seconds. ' +
        `Remove ${RETIRED_ADMIN_ENV_NAME}`,
    );
  }
  const unknown = Object.keys(env).filter(
    (name) =>
      name.startsWith('VITE_ADMIN_') &&
      name !== RETIRED_ADMIN_ENV_NAME &&
      !(ADMIN_ENV_NAMES as readonly string[]).includes(name) &&
      set(name),
  );
  if (unknown.length > 0) fail(`unknown variable ${unknown.join(', ')}`);
  const username = (env.VITE_ADMIN_USERNAME ?? '').trim();
  const hash = (env.VITE_ADMIN_PASSWORD_HASH ?? '').trim();
  if (username === '' && hash === '') return { ...DEMO_ADMIN_LOGIN };
  if (username === '') fail('VITE_ADMIN_PASSWORD_HASH is set but VITE_ADMIN_USERNAME is not');
  if (hash === '') fail('VITE_ADMIN_USERNAME is set but VITE_ADMIN_PASSWORD_HASH is not');
  const parsed = parsePasswordHash(hash);
  if (typeof parsed === 'string') fail(`VITE_ADMIN_PASSWORD_HASH is not a hash this site makes: ${parsed}`);
  return { username, passwordHash: hash };
}
