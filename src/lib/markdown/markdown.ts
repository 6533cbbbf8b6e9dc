// Simple Markdown (course full descriptions, blog posts, long pages) to HTML. The content is
// written by the owner, but it also arrives through the in-app admin's import of any JSON file,
// so the output must never carry markup of its own: raw HTML is shown as text, and links and
// images may only point where the URL rule allows (src/lib/url-rule.ts).
import { Marked, type Tokens } from 'marked';
import { isPublishableUrl } from '../url-rule.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The tags and attributes the renderer is meant to produce: both sanitisers keep these and
 * nothing else (the build's, scripts/content/rich-text.ts; the browser's, src/lib/markdown/markdown-browser.ts).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
} as const satisfies Record<string, readonly string[]>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      const escaped = escapeHtml(text);
      return block ? `<p>${escaped.trim()}</p>\n` : escaped;
    },
    link({ href, tokens }: Tokens.Link) {
      // false: render with marked's own link renderer; otherwise keep only the text.
      return isPublishableUrl(href) ? false : this.parser.parseInline(tokens);
    },
    image({ href, text }: Tokens.Image) {
      return isPublishableUrl(href) ? false : escapeHtml(text);
    },
  },
});

/**
 * Markdown to HTML: headings (without ids), bold, italic, paragraphs, lists and links. Raw HTML
 * in the source is escaped, never rendered; a link or picture whose address the URL rule refuses
 * (isPublishableUrl) is dropped, keeping its text. Synchronous.
 */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
