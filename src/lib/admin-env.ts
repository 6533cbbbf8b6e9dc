// The in-app admin's credentials, read once from the build environment (vite.config.ts) and
// checked there, so that a typo stops the build instead of silently falling back to the demo
// login. The app receives only the result (`__ADMIN_LOGIN__`): the username, the password's
// SHA-256, and the demo password only when no credentials are configured. This module is not
// imported by the app, so the demo password below never reaches the browser otherwise.

/** What the login page checks against. `demoPassword` is set only for the demo credentials. */
export type AdminLogin = {
  username: string;
  /** Lowercase hex SHA-256 of the password. */
  passwordSha256: string;
  /** Shown on the login page; present only when no credentials were configured. */
  demoPassword?: string;
};

export const ADMIN_ENV_NAMES = ['VITE_ADMIN_USERNAME', 'VITE_ADMIN_PASSWORD_SHA256'] as const;

/** Used when neither variable is set; shown on the login page. */
export const DEMO_ADMIN_LOGIN: Required<AdminLogin> = {
  username: 'admin',
  demoPassword: 'demo-unhas-2026',
  // sha256('demo-unhas-2026'); a unit test recomputes it.
  passwordSha256: '9965ff77a5cd4b0a24b807e90801c7af5b6fe4c4304d797150cfb8e1cfb39aa0',
};

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/**
 * The admin login the build environment asks for. Blank values count as unset (an empty line of
 * .env.example). Throws, naming the variable, when only one is set, the hash is not 64 hex
 * digits, or a VITE_ADMIN_* variable with another name is set (a typo would otherwise be ignored).
 */
export function adminLoginFromEnv(env: Readonly<Record<string, string | undefined>>): AdminLogin {
  const fail = (problem: string): never => {
    throw new Error(
      `In-app admin credentials: ${problem}. Set both VITE_ADMIN_USERNAME and VITE_ADMIN_PASSWORD_SHA256 ` +
        "(the password's hex SHA-256, e.g. printf %s 'the password' | sha256sum), or neither for the demo login.",
    );
  };
  const unknown = Object.keys(env).filter(
    (name) =>
      name.startsWith('VITE_ADMIN_') &&
      !(ADMIN_ENV_NAMES as readonly string[]).includes(name) &&
      (env[name] ?? '').trim() !== '',
  );
  if (unknown.length > 0) fail(`unknown variable ${unknown.join(', ')}`);
  const username = (env.VITE_ADMIN_USERNAME ?? '').trim();
  const hash = (env.VITE_ADMIN_PASSWORD_SHA256 ?? '').trim();
  if (username === '' && hash === '') return { ...DEMO_ADMIN_LOGIN };
  if (username === '') fail('VITE_ADMIN_PASSWORD_SHA256 is set but VITE_ADMIN_USERNAME is not');
  if (hash === '') fail('VITE_ADMIN_USERNAME is set but VITE_ADMIN_PASSWORD_SHA256 is not');
  if (!SHA256_HEX.test(hash)) {
    fail(`VITE_ADMIN_PASSWORD_SHA256 must be 64 hexadecimal digits (got ${hash.length} characters)`);
  }
  return { username, passwordSha256: hash.toLowerCase() };
}
