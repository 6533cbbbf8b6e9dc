// Rich text made at build time: the HTML of each Markdown field (product descriptions, posts,
// course full descriptions, long pages), published beside the text so that no public page parses
// Markdown in the browser. The project's safe renderer makes it (src/lib/markdown.ts), then
// sanitize-html keeps only the tags and attributes that renderer is meant to produce: whatever
// slipped through it (a raw tag, an event handler, a javascript: link) is removed.
import { Lexer, type Token } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { renderMarkdown } from '../../src/lib/markdown.ts';
import type { BlogPost, Course, Page, Product } from '../../src/lib/schema.ts';

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Any HTML, keeping only the tags, attributes and URL schemes rich text may have. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Markdown (a product description, a post, a course's full description, a long page) as sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeRichText(renderMarkdown(markdown));
}

export const withProductHtml = (product: Product): Product => ({
  ...product,
  descriptionHtml: markdownToSafeHtml(product.description),
});

export const withCourseHtml = (course: Course): Course =>
  course.fullDescription === undefined
    ? course
    : { ...course, fullDescriptionHtml: markdownToSafeHtml(course.fullDescription) };

export const withPostHtml = (post: BlogPost): BlogPost => ({
  ...post,
  contentHtml: markdownToSafeHtml(post.content),
});

export const withPageHtml = (page: Page): Page => ({ ...page, bodyHtml: markdownToSafeHtml(page.body) });

/**
 * The links and pictures of a Markdown text whose address the content rules refuse: only
 * https:, mailto: and tel: addresses, or a path of the site ('/loja', '#secao', 'foto.jpg'), may
 * be published. The renderer and the sanitizer would already drop a javascript: or data: target,
 * leaving a dead link; the build names it instead, with the line it is on (1 = the text's first).
 */
export function refusedMarkdownLinks(markdown: string): { line: number; url: string }[] {
  const refused: { line: number; url: string }[] = [];
  let from = 0;
  const check = (url: string) => {
    // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
    // eslint-disable-next-line no-control-regex
    const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
    const allowed = scheme === undefined ? !compact.startsWith('//') : ['https', 'mailto', 'tel'].includes(scheme);
    if (allowed) return;
    // Tokens come in the text's order: each address is looked for past the previous one.
    let at = markdown.indexOf(url, from);
    if (at < 0) at = markdown.indexOf(url);
    else from = at + url.length;
    refused.push({ line: at < 0 ? 1 : markdown.slice(0, at).split('\n').length, url });
  };
  const lexer = new Lexer({ gfm: true });
  const tokens = lexer.lex(markdown);
  const walk = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'link' || token.type === 'image') check((token as { href: string }).href);
      const children = (token as { tokens?: Token[] }).tokens;
      if (children) walk(children);
      const items = (token as { items?: { tokens: Token[] }[] }).items;
      if (items) for (const item of items) walk(item.tokens);
    }
  };
  // A reference link ('[text][ref]') arrives as a link token with its definition's address.
  walk(tokens);
  return refused;
}
