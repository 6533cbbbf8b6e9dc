// A product description (Markdown) as plain text, for the product page's meta description and
// structured data. Apart from catalogue.ts so that the shop's list pages do not load the Markdown
// text reader (src/lib/markdown/markdown-text.ts) before they need it.
import { markdownBlocksText, markdownPlainText } from './markdown-text.ts';

/**
 * Plain text of a description's first block (its first paragraph, or list), for a meta
 * description: Markdown marks dropped (src/lib/markdown/markdown-text.ts), cut at a word boundary with an
 * ellipsis when longer than `max`.
 */
export function descriptionExcerpt(description: string, max = 160): string {
  return truncateAtWord(markdownBlocksText(description)[0] ?? '', max);
}

/** Plain text of a whole description (Markdown): its blocks joined by a space, marks dropped. */
export function descriptionPlainText(description: string): string {
  return markdownPlainText(description);
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - 1));
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
