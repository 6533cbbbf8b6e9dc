// Rich text made at build time: the HTML of each Markdown field (product descriptions, posts,
// course full descriptions, long pages), published beside the text so that no public page parses
// Markdown in the browser. The project's safe renderer makes it (src/lib/markdown/markdown.ts), then
// sanitize-html keeps only the tags and attributes that renderer is meant to produce: whatever
// slipped through it (a raw tag, an event handler, a javascript: link) is removed. Addresses follow
// the one URL rule (src/lib/url-rule.ts), which the browser's sanitiser applies too.
import sanitizeHtml from 'sanitize-html';
import { renderMarkdown, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../src/lib/markdown/markdown.ts';
import { isPublishableUrl, PUBLISHABLE_SCHEMES } from '../../src/lib/url-rule.ts';
import type { BlogPost, Course, Page, Product } from '../../src/lib/schema.ts';

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...PUBLISHABLE_SCHEMES],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The URL rule itself, on the decoded value: sanitize-html's schemes alone let '/\host',
  // 'https:host' or a relative path through.
  transformTags: { a: withPublishableUrl('href'), img: withPublishableUrl('src') },
};

/** A sanitize-html tag transform that removes `attribute` when the URL rule refuses its value. */
function withPublishableUrl(attribute: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const value = attribs[attribute];
    if (value === undefined || isPublishableUrl(value)) return { tagName, attribs };
    const { [attribute]: refused, ...kept } = attribs;
    void refused;
    return { tagName, attribs: kept };
  };
}

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
