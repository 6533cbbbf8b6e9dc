// Reading one content file: YAML front matter and body, or a YAML file, parsed without running
// anything (front-matter.ts), with a way to find the line of any field for the messages; and
// checking its data against a schema, each problem at its field's line.
import { isMap, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { z } from 'zod';
import { fieldProblems } from '../../src/lib/schema.ts';
import { documentData, mapKeyIndex, parseYaml, readMarkdown } from './front-matter.ts';
import type { Parsed, ProblemList, SourceFile } from './problems.ts';
/** Line (1-based) of the node at `fieldPath` in a parsed YAML document; `fallback` when it is not there. */
export function makeLineFinder(
  doc: Document | undefined,
  counter: LineCounter,
  fallback: number,
): (fieldPath: PropertyKey[]) => number {
  // Each map's keys indexed once: a file of 100 000 unknown fields is 100 000 look-ups, not their square.
  const pairOf = mapKeyIndex();
  return (fieldPath) => {
    let node: Node | null | undefined = doc?.contents as Node | null | undefined;
    // A field missing at the top level points at the start of the file (its opening line).
    let offset: number | undefined;
    for (const key of fieldPath) {
      if (isMap(node)) {
        const pair = pairOf(node, key);
        if (!pair) break;
        offset = pair.keyNode.range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else break;
    }
    return offset === undefined ? fallback : counter.linePos(offset).line;
  };
}

export function parseMarkdownFile(source: SourceFile, problems: ProblemList): Parsed | undefined {
  // The one reader (front-matter.ts): exactly "---" on the first line, the `yaml` package only.
  const read = readMarkdown(source.text);
  if (!read.ok) {
    for (const { line, message } of read.problems) problems.add(source.file, line, 'front matter', message);
    return undefined;
  }
  return {
    data: read.data,
    body: read.body.trim(),
    bodyLine: read.bodyLine,
    bodyFirstLine: read.bodyLine + (/^\s*/.exec(read.body)?.[0].split('\n').length ?? 1) - 1,
    lineOf: makeLineFinder(read.doc, read.counter, 1),
  };
}

export function parseYamlFile(source: SourceFile, problems: ProblemList): Parsed | undefined {
  const { doc, counter } = parseYaml(source.text);
  const read = documentData(doc, counter);
  if (!read.ok) {
    for (const { line, message } of read.problems) {
      problems.add(source.file, line, 'file', `O ficheiro não está bem escrito (YAML inválido: ${message})`);
    }
    return undefined;
  }
  const data = read.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.add(source.file, 1, 'file', 'Deve ser uma lista de linhas "campo: valor"');
    return undefined;
  }
  return {
    data: data as Record<string, unknown>,
    body: '',
    bodyLine: 1,
    bodyFirstLine: 1,
    lineOf: makeLineFinder(doc, counter, 1),
  };
}

/** Validates `parsed.data` against `schema`, reporting every problem at its line. */
export function validate<S extends z.ZodType>(
  schema: S,
  source: SourceFile,
  parsed: Parsed,
  problems: ProblemList,
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data);
  if (result.success) return result.data;
  for (const problem of fieldProblems(result.error.issues)) {
    const field = problem.path.length > 0 ? problem.path.join('.') : 'file';
    problems.add(source.file, parsed.lineOf(problem.path), field, problem.message);
  }
  return undefined;
}
