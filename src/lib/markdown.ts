// Simple Markdown (course full descriptions, blog posts, long pages) to HTML. The content is
// written by the owner, but it also arrives through the in-app admin's import of any JSON file,
// so the output must never carry markup of its own: raw HTML is shown as text, and links and
// images may only point to safe places.
import { Marked, type Tokens } from 'marked';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * A URL is safe when it has no scheme (a relative path, '/...', '#...', '?...') or its scheme
 * is http, https, mailto or tel. Control characters and whitespace, which browsers ignore inside
 * a scheme ('java\tscript:'), are removed before the check.
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (scheme === null)
    return !compact.startsWith('&') && !compact.includes('&#') && !compact.includes('&colon');
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1] ?? '');
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
      return isSafeUrl(href) ? false : this.parser.parseInline(tokens);
    },
    image({ href, text }: Tokens.Image) {
      return isSafeUrl(href) ? false : escapeHtml(text);
    },
  },
});

/**
 * Markdown to HTML: headings (without ids), bold, italic, paragraphs, lists and links. Raw HTML
 * in the source is escaped, never rendered; javascript: (and other non-web) links are dropped,
 * keeping their text. Synchronous.
 */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
