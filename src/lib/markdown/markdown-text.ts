// Markdown as plain text, for the places where no markup can go: a product's meta description,
// Open Graph and JSON-LD, and the text the shop search looks in. It gives the words the renderer
// (src/lib/markdown/markdown.ts) shows, without the marks: `**açaí**` gives 'açaí', `\*\*açaí\*\*` (what the
// CMS's rich-text editor writes for typed asterisks) gives '**açaí**', `- item` gives 'item'.
// Written without the Markdown parser so that a product page's first load stays without `marked`
// (docs/decisions/011); markdown-text.test.ts checks it against the renderer, on every Markdown
// text of the sample content and on what the CMS writes. Tables and indented code blocks, which
// the CMS's editor does not write, keep their marks.

// What a backslash may escape: ASCII punctuation. An escaped character, a code span and a raw tag
// are literal: their punctuation is swapped for private-use characters while the marks are
// removed, and swapped back at the end.
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;
const LITERAL_OFFSET = 0xe000;
const PROTECTED = /[\ue000-\ue07f]/g;

const protect = (text: string) =>
  text.replace(ASCII_PUNCTUATION, (c) => String.fromCharCode(LITERAL_OFFSET + c.charCodeAt(0)));
const unprotect = (text: string) =>
  text.replace(PROTECTED, (c) => String.fromCharCode(c.charCodeAt(0) - LITERAL_OFFSET));

const AUTOLINK = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>/;
// An HTML tag or comment: the renderer shows it as text, brackets and all.
const RAW_TAG = /^(?:<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->)/;

/** Escapes, code spans, autolinks and raw tags made literal; a backslash before a newline dropped. */
function protectLiterals(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const ch = text.charAt(at);
    const rest = text.slice(at);
    if (ch === '\\') {
      const next = text.charAt(at + 1);
      if (/^[!-/:-@[-`{-~]$/.test(next)) {
        out += protect(next);
        at += 2;
        continue;
      }
      if (next === '\n') {
        at += 1; // a hard line break
        continue;
      }
    } else if (ch === '`') {
      const run = /^`+/.exec(rest)?.[0] ?? '`';
      const closing = new RegExp(`(?<!\`)\`{${run.length}}(?!\`)`, 'g');
      closing.lastIndex = at + run.length;
      const close = closing.exec(text);
      if (close === null) {
        out += protect(run);
        at += run.length;
        continue;
      }
      let code = text.slice(at + run.length, close.index).replace(/\n/g, ' ');
      if (/^ [\s\S]* $/.test(code) && code.trim() !== '') code = code.slice(1, -1);
      out += protect(code);
      at = close.index + run.length;
      continue;
    } else if (ch === '<') {
      const autolink = AUTOLINK.exec(rest);
      const tag = autolink === null ? RAW_TAG.exec(rest) : null;
      if (autolink !== null || tag !== null) {
        out += protect(autolink?.[1] ?? tag?.[0] ?? '');
        at += (autolink ?? tag)?.[0].length ?? 1;
        continue;
      }
    }
    out += ch;
    at += 1;
  }
  return out;
}

// The named entities someone might type; any other stays as written (numeric ones all decode).
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  deg: '°',
  ordm: 'º',
  ordf: 'ª',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  middot: '·',
  times: '×',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name] ?? entity;
  });
}

const LINK_TEXT = String.raw`\[((?:[^\[\]]|\[[^\[\]]*\])*)\]`;
const LINK_TARGET = String.raw`\((?:[^()]|\([^()]*\))*\)`;
const IMAGE = new RegExp(`!${LINK_TEXT}${LINK_TARGET}`, 'g');
const LINK = new RegExp(`${LINK_TEXT}${LINK_TARGET}`, 'g');
const REFERENCE_LINK = new RegExp(`(!?)${LINK_TEXT}(?:\\[([^\\[\\]]*)\\])?`, 'g');

// Emphasis and strikethrough, innermost first by repetition. A run opens before a non-space and
// closes after one; '_' only at word edges, as the renderer reads them ('nome_de_ficheiro' stays).
const EMPHASIS: [RegExp, string][] = [
  [/\*\*(?!\s)([\s\S]*?\S)\*\*(?!\*)/g, '$1'],
  [/(?<![\p{L}\p{N}_])__(?!\s)([\s\S]*?\S)__(?![\p{L}\p{N}_])/gu, '$1'],
  [/\*(?![\s*])([\s\S]*?[^\s*])\*(?!\*)/g, '$1'],
  [/(?<![\p{L}\p{N}_])_(?![\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}_])/gu, '$1'],
  [/~~(?!\s)([\s\S]*?\S)~~/g, '$1'],
  [/(?<!~)~(?![\s~])([\s\S]*?[^\s~])~(?!~)/g, '$1'],
];

/** The words of one paragraph, list item or heading. `references`: the labels of link definitions. */
function inlineText(source: string, references: ReadonlySet<string>): string {
  let text = protectLiterals(source)
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(REFERENCE_LINK, (whole, bang: string, label: string, ref: string | undefined) => {
      const key = (ref === undefined || ref === '' ? label : ref).trim().toLowerCase();
      if (!references.has(key)) return whole;
      return bang === '' ? label : '';
    });
  for (let round = 0; round < 8; round += 1) {
    const before = text;
    for (const [pattern, replacement] of EMPHASIS) text = text.replace(pattern, replacement);
    if (text === before) break;
  }
  return unprotect(decodeEntities(text)).replace(/\s+/g, ' ').trim();
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const BULLET_ITEM = /^[ \t]*[-*+](?:[ \t]+|$)/;
const ORDERED_ITEM = /^[ \t]*\d{1,9}[.)](?:[ \t]+|$)/;
const TASK_BOX = /^\[[ xX]\][ \t]+/;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*\S/;
const QUOTE_MARK = /^ {0,3}>[ \t]?/;

/**
 * The plain text of each block of a Markdown text (the parts between blank lines), in order, its
 * paragraphs, list items and headings joined by a space; empty blocks are left out.
 */
export function markdownBlocksText(source: string): string[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const references = new Set<string>();
  for (const line of lines) {
    const label = DEFINITION.exec(line)?.[1];
    if (label !== undefined) references.add(label.trim().toLowerCase());
  }

  const blocks: string[][] = [];
  let block: string[] = [];
  let unit: string[] = [];
  let inList = false;
  const endUnit = () => {
    if (unit.length > 0) block.push(unit.join('\n'));
    unit = [];
  };
  const endBlock = () => {
    endUnit();
    if (block.length > 0) blocks.push(block);
    block = [];
    inList = false;
  };

  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index] ?? '';
    const fence = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      // A fenced code block: its lines are shown as they are.
      endUnit();
      const closing = new RegExp(`^ {0,3}${fence.charAt(0)}{${fence.length},}[ \\t]*$`);
      const code: string[] = [];
      for (index += 1; index < lines.length && !closing.test(lines[index] ?? ''); index += 1) {
        code.push(protect(lines[index] ?? ''));
      }
      block.push(code.join('\n'));
      continue;
    }
    while (QUOTE_MARK.test(line)) line = line.replace(QUOTE_MARK, '');
    if (line.trim() === '') {
      endBlock();
      continue;
    }
    if (DEFINITION.test(line)) continue;
    if (SETEXT_UNDERLINE.test(line) && unit.length > 0 && !inList) {
      endUnit(); // the line above is a heading
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      endUnit();
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading !== null) {
      endUnit();
      unit.push(heading[1] ?? '');
      endUnit();
      inList = false;
      continue;
    }
    // A bullet or '1.' may interrupt a paragraph; another number only starts or continues a list.
    const item =
      BULLET_ITEM.exec(line) ??
      (unit.length === 0 || inList || /^[ \t]*1[.)]/.test(line) ? ORDERED_ITEM.exec(line) : null);
    if (item !== null) {
      endUnit();
      unit.push(line.slice(item[0].length).replace(TASK_BOX, ''));
      inList = true;
      continue;
    }
    unit.push(line.trim());
  }
  endBlock();

  return blocks
    .map((parts) =>
      parts
        .map((part) => inlineText(part, references))
        .filter((text) => text !== '')
        .join(' '),
    )
    .filter((text) => text !== '');
}

/** The plain text of a whole Markdown text: its blocks joined by a space. */
export function markdownPlainText(source: string): string {
  return markdownBlocksText(source).join(' ');
}
