// The one reader of content files' YAML, for every command that reads one (the content build,
// the import, content:format, the media scripts, the bench) and the tests. It never runs
// anything: a Markdown file's front matter is the text between a first line that is exactly
// "---" and the next line that is exactly "---" (a byte-order mark before it is accepted), read
// by the `yaml` package alone, never by an engine chosen by the file ("---js" is refused,
// docs/decisions/020-hostile-content-files.md). Aliases are bounded (a "billion laughs" is
// refused), and maps are read into objects without a prototype, so that a `__proto__` field is
// a field like any other (an unknown one).
import {
  isMap,
  isScalar,
  LineCounter,
  parseDocument,
  visit,
  YAMLError,
  type Document,
  type Node,
} from 'yaml';

/** The message of a Markdown file that does not start with a "---" line (or never closes it). */
export const FRONT_MATTER_MISSING =
  'Em falta: o ficheiro deve começar por uma linha "---", seguida dos campos e de outra linha "---"';

/** A problem of a file's YAML, at its line (1-based, in the file). */
export type YamlProblem = { line: number; message: string };

/** The reason given when aliases (*name) would expand a file beyond reason. */
const ALIAS_BOMB_REASON =
  'demasiadas referências (*) a valores repetidos (&): escreva os valores por extenso';

/** At most this many aliases are expanded in one file: the sample content uses none. */
const MAX_ALIAS_COUNT = 100;

/**
 * A YAML document as the content build reads it: the core schema of YAML 1.2, so that an
 * unquoted date (2026-13-45) stays text for the schema to check, never a date rolled over.
 */
export function parseYaml(text: string): { doc: Document; counter: LineCounter } {
  const counter = new LineCounter();
  // The parser's own check of repeated keys compares each key with every other (a file of 100 000
  // fields would take minutes): duplicateKeys below does it with one set per map.
  return { doc: parseDocument(text, { lineCounter: counter, schema: 'core', uniqueKeys: false }), counter };
}

/** The keys repeated in a map of `doc`, each at its line, with the parser's own reason. */
function duplicateKeys(doc: Document, counter: LineCounter): YamlProblem[] {
  const problems: YamlProblem[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const key: unknown = isScalar(pair.key) ? pair.key.value : pair.key;
        if (!seen.has(key)) {
          seen.add(key);
          continue;
        }
        const offset = (pair.key as Node | null)?.range?.[0];
        problems.push({
          line: offset === undefined ? 1 : counter.linePos(offset).line,
          message: 'Map keys must be unique',
        });
      }
    },
  });
  return problems;
}

/** The YAML parser's reason, on one line and without its position (the problem gives the line). */
export const yamlReason = (error: Error) =>
  (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');

/** The line of the first alias (*name) of `doc`, or 1. */
function firstAliasLine(doc: Document, counter: LineCounter): number {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset === undefined ? 1 : counter.linePos(offset).line;
}

/** Every map of a parsed value, made again without a prototype (a key `__proto__` stays a key). */
function withoutPrototypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypes);
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) copy[key] = withoutPrototypes(item);
  return copy;
}

/**
 * The data of a parsed document, or its problems (each mistake of the YAML at its line; too many
 * aliases at the first one). Maps are objects without a prototype.
 */
export function documentData(
  doc: Document,
  counter: LineCounter,
): { ok: true; data: unknown } | { ok: false; problems: YamlProblem[] } {
  const problems = [
    ...doc.errors.map((error: YAMLError) => ({
      line: error.linePos?.[0].line ?? counter.linePos(error.pos[0]).line,
      message: yamlReason(error),
    })),
    ...duplicateKeys(doc, counter),
  ];
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  try {
    return { ok: true, data: withoutPrototypes(doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })) };
  } catch (error) {
    const reason =
      error instanceof ReferenceError && /alias/i.test(error.message)
        ? ALIAS_BOMB_REASON
        : yamlReason(error as Error);
    return { ok: false, problems: [{ line: firstAliasLine(doc, counter), message: reason }] };
  }
}

/** A Markdown file split at its front matter. */
export type MarkdownParts = {
  /** The front matter's YAML, from the end of the opening "---" (its line numbers are the file's). */
  yaml: string;
  /** Everything below the closing "---" line. */
  body: string;
  /** The line just below the closing "---". */
  bodyLine: number;
};

const DELIMITER = /^---\r?$/;

/** Splits `text` at its front matter: undefined when it does not open with a "---" line or never closes it. */
export function splitFrontMatter(text: string): MarkdownParts | undefined {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstBreak = source.indexOf('\n');
  if (firstBreak < 0 || !DELIMITER.test(source.slice(0, firstBreak))) return undefined;
  let line = 2;
  let start = firstBreak + 1;
  while (start <= source.length) {
    const end = source.indexOf('\n', start);
    const current = source.slice(start, end < 0 ? source.length : end);
    if (DELIMITER.test(current)) {
      return {
        yaml: source.slice(3, start - 1),
        body: end < 0 ? '' : source.slice(end + 1),
        bodyLine: line + 1,
      };
    }
    if (end < 0) break;
    start = end + 1;
    line++;
  }
  return undefined;
}

/** A Markdown file read: its front matter (parsed, for line numbers) and data, and its body. */
export type ReadMarkdown =
  | {
      ok: true;
      data: Record<string, unknown>;
      body: string;
      bodyLine: number;
      doc: Document;
      counter: LineCounter;
    }
  | { ok: false; problems: YamlProblem[] };

const NOT_FIELDS = 'Deve ser uma lista de linhas "campo: valor"';

/** Reads a Markdown content file: every problem in Portuguese at its line, or its fields and body. */
export function readMarkdown(text: string): ReadMarkdown {
  const parts = splitFrontMatter(text);
  if (!parts) return { ok: false, problems: [{ line: 1, message: FRONT_MATTER_MISSING }] };
  const { doc, counter } = parseYaml(parts.yaml);
  const read = documentData(doc, counter);
  if (!read.ok) {
    const problems = read.problems.map(({ line, message }) => ({
      line,
      message: `Os campos não estão bem escritos (YAML inválido: ${message})`,
    }));
    return { ok: false, problems };
  }
  const data = read.data ?? Object.create(null);
  if (typeof data !== 'object' || Array.isArray(data))
    return { ok: false, problems: [{ line: 1, message: NOT_FIELDS }] };
  return {
    ok: true,
    data: data as Record<string, unknown>,
    body: parts.body,
    bodyLine: parts.bodyLine,
    doc,
    counter,
  };
}

/** A content file that cannot be read; its message names the file and line, as the build does. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

/**
 * A Markdown file's fields and body, for the commands that only need them (the media scripts,
 * the import, the tests); `file` (as the owner sees it: content/products/x.md) names it in the
 * error thrown when the file cannot be read.
 */
export function frontMatterOf(
  text: string,
  file = 'o ficheiro',
): { data: Record<string, unknown>; body: string } {
  const read = readMarkdown(text);
  if (!read.ok) {
    throw new ContentFileError(
      read.problems.map(({ line, message }) => `${file}:${line}  front matter: ${message}`).join('\n'),
    );
  }
  return { data: read.data, body: read.body };
}

/** The line of a YAML map's key `key` (a linear index per map, built once). */
export function mapKeyIndex(): (
  map: Node,
  key: unknown,
) => { keyNode: Node; value: Node | null } | undefined {
  const indexes = new WeakMap<Node, Map<unknown, { keyNode: Node; value: Node | null }>>();
  return (map, key) => {
    if (!isMap(map)) return undefined;
    let index = indexes.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const keyValue = (pair.key as { value?: unknown } | null)?.value;
        if (!index.has(keyValue))
          index.set(keyValue, { keyNode: pair.key as Node, value: pair.value as Node | null });
      }
      indexes.set(map, index);
    }
    return index.get(key);
  };
}

/** A YAML content file's data (a settings file), for the commands that only need it; throws like frontMatterOf. */
export function yamlFileData(text: string, file: string): unknown {
  const { doc, counter } = parseYaml(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const read = documentData(doc, counter);
  if (!read.ok) {
    throw new ContentFileError(
      read.problems
        .map(
          ({ line, message }) =>
            `${file}:${line}  file: O ficheiro não está bem escrito (YAML inválido: ${message})`,
        )
        .join('\n'),
    );
  }
  return read.data;
}

/** Throws a ContentFileError naming `file` (content/...) when it cannot be read: a Markdown file's front matter, a YAML file. */
export function checkContentFile(text: string, file: string): void {
  if (file.endsWith('.md')) frontMatterOf(text, file);
  else yamlFileData(text, file);
}
