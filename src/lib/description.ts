// Product descriptions (docs/product.md §2.8): paragraphs split at blank lines, and
// text wrapped in double or single asterisks shown in bold. Plain text in, segments out: the UI
// renders them as elements, so no HTML is ever built from the text.

export type DescriptionSegment = { text: string; bold: boolean };

/**
 * A wrapped run must start with a character that is neither a space nor an asterisk, so
 * '2 * 3 * 4' and a '* ' bullet stay literal. A single-asterisk run must also end with one (as in
 * Markdown); a double-asterisk run may end with a space, because '**Nota: **' is an easy slip
 * when typing in the CMS. ** is tried before *. The `s` flag lets a run cross a single newline
 * inside a paragraph.
 */
const BOLD = /\*\*(?![\s*])(.+?)(?<!\*)\*\*|\*(?![\s*])(.+?)(?<![\s*])\*/gs;

/** A blank line: a newline, then a line that is empty or only spaces, then any more of those. */
const PARAGRAPH_BREAK = /\n[^\S\n]*\n(?:[^\S\n]*\n)*/;

function parseParagraph(paragraph: string): DescriptionSegment[] {
  const segments: DescriptionSegment[] = [];
  const push = (text: string, bold: boolean) => {
    if (text === '') return;
    const previous = segments.at(-1);
    if (previous !== undefined && previous.bold === bold) previous.text += text;
    else segments.push({ text, bold });
  };
  let last = 0;
  for (const match of paragraph.matchAll(BOLD)) {
    push(paragraph.slice(last, match.index), false);
    push(match[1] ?? match[2] ?? '', true);
    last = match.index + match[0].length;
  }
  push(paragraph.slice(last), false);
  return segments;
}

/**
 * Paragraphs (split at one or more blank or whitespace-only lines) of segments. Single newlines
 * inside a paragraph are kept as '\n' in the text, for the UI to show with white-space: pre-line.
 * Unmatched asterisks are literal text.
 */
export function parseDescription(text: string): DescriptionSegment[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(PARAGRAPH_BREAK)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(parseParagraph);
}
