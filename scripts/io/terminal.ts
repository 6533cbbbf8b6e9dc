// What a command writes to the terminal, and how it ends. A text from content is never written
// raw (a control character in it would be obeyed by the terminal: clearing the screen, changing
// the window's title), and a command ends only once its report has been handed over whole: a
// process.exit() right after writing to a pipe (`npm run content | tee log`, a CI log) cuts the
// report at the pipe's 64 KB, without a sign.
import { escapeControls } from '../../src/lib/schema.ts';

/** `text` with every control character but line breaks and tabs shown as its escape (\u001b). */
export const terminalText = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split('\t').map(escapeControls).join('\t'))
    .join('\n');

/** Ends the process with `code` once everything written to stdout and stderr has been handed over. */
export async function exitWhenWritten(code: number): Promise<never> {
  process.exitCode = code;
  await Promise.all(
    [process.stdout, process.stderr].map(
      (stream) => new Promise<void>((resolve) => stream.write('', () => resolve())),
    ),
  );
  process.exit(code);
}
