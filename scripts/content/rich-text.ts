// Rich text made at build time: the HTML of each Markdown field (product descriptions, posts,
// course full descriptions, long pages), published beside the text so that no public page parses
// Markdown in the browser. The project's safe renderer makes it (src/lib/markdown.ts), then
// sanitize-html keeps only the tags and attributes that renderer is meant to produce: whatever
// slipped through it (a raw tag, an event handler, a javascript: link) is removed.
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

