// The content build's problems (every one collected, never stopping at the first, each with its
// file and line) and what the parts of the build hand each other: a source file's text, and a
// parsed file with a way to find the line of a field.
import { escapeControls } from '../../src/lib/schema.ts';

export type ContentProblem = { file: string; line: number; field: string; message: string };

/** A problem as printed, on one line: a control character anywhere in it is shown as its escape (\u001b). */
export function formatProblem(problem: ContentProblem): string {
  return escapeControls(`${problem.file}:${problem.line}  ${problem.field}: ${problem.message}`);
}

export type SourceFile = { file: string; text: string };

/** A parsed source: the data, and a way to find the line of a field for error messages. */
export type Parsed = {
  data: Record<string, unknown>;
  body: string;
  /** The line just below the front matter's closing ---. */
  bodyLine: number;
  /** The line of the body's first character (past blank lines). */
  bodyFirstLine: number;
  lineOf: (fieldPath: PropertyKey[]) => number;
};

export /** The problems found so far, in the order they were found. */
class ProblemList {
  readonly items: ContentProblem[] = [];
  add(file: string, line: number, field: string, message: string) {
    this.items.push({ file, line, field, message });
  }
}
