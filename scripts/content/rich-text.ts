// Rich text made at build time: the HTML of each Markdown field (posts, course full descriptions,
// long pages) and of each product description, published beside the text so that no public page
// parses Markdown in the browser. The project's safe renderers make it (src/lib/markdown.ts for
// Markdown, src/lib/description.ts for a product's paragraphs and bold runs), then sanitize-html
// keeps only the tags and attributes those renderers are meant to produce: whatever slipped
// through a renderer (a raw tag, an event handler, a javascript: link) is removed.
import sanitizeHtml from 'sanitize-html';
import { parseDescription } from '../../src/lib/description.ts';
import { escapeHtml, renderMarkdown } from '../../src/lib/markdown.ts';
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

/** Markdown (a post, a course's full description, a long page) as sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeRichText(renderMarkdown(markdown));
}

/**
 * A product description (paragraphs and bold runs, not Markdown: src/lib/description.ts) as
 * sanitised HTML, the same markup the product page builds from it as elements.
 */
export function productDescriptionToSafeHtml(text: string): string {
  const paragraphs = parseDescription(text).map(
    (segments) =>
      `<p>${segments.map((segment) => (segment.bold ? `<strong>${escapeHtml(segment.text)}</strong>` : escapeHtml(segment.text))).join('')}</p>`,
  );
  return sanitizeRichText(paragraphs.join(''));
}

export const withProductHtml = (product: Product): Product => ({
  ...product,
  descriptionHtml: productDescriptionToSafeHtml(product.description),
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

