// npm run admin:password: asks for the in-app admin's password (without showing it), or reads it
// from stdin when piped (`printf %s 'the password' | npm run admin:password`), and prints the
// line to put in .env or the host's environment: VITE_ADMIN_PASSWORD_HASH=<salted PBKDF2 hash>
// (src/lib/in-app-admin/password-hash.ts; docs/decisions/023-outbox-orders-and-admin-password-hash.md).
// The prompts and warnings go to stderr, the line alone to stdout.
import { hashPassword, PASSWORD_HASH_ITERATIONS } from '../src/lib/in-app-admin/password-hash.ts';

/** Shorter than this, the password is reported as weak (the hash is public, so guesses are free). */
const ADVISED_LENGTH = 12;

/** Reads all of a piped stdin; one line ending at the end is not part of the password. */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal with echo off: typed characters are not shown. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden('Password for the in-app admin (not shown): ');
  const second = await askHidden('The same password again: ');
  if (first !== second) throw new Error('the two passwords differ; nothing was printed');
  return first;
}

async function main() {
  const password = await readPassword();
  if (password === '') throw new Error('the password is empty; nothing was printed');
  if ([...password].length < ADVISED_LENGTH) {
    process.stderr.write(
      `Warning: a password shorter than ${ADVISED_LENGTH} characters is weak: its hash is published ` +
        'in the JavaScript of the site, and guesses against it cost nothing but time.\n',
    );
  }
  const line = await hashPassword(password, PASSWORD_HASH_ITERATIONS);
  process.stderr.write(
    "Put this line in .env (or the host's environment settings), with VITE_ADMIN_USERNAME, and rebuild:\n",
  );
  process.stdout.write(`VITE_ADMIN_PASSWORD_HASH=${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:password: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
