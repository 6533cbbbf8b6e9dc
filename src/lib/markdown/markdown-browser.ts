// Markdown rendered in the browser (an in-app admin's local copy, the CMS's and the admin's
// previews): the project's renderer (src/lib/markdown/markdown.ts), then DOMPurify, which keeps only the
// tags and attributes that renderer is meant to produce and the addresses the URL rule accepts
// (src/lib/url-rule.ts), as the build's sanitize-html does for published text
// (scripts/content/rich-text.ts). Only the lazily loaded renderer imports this module
// (src/components/markdown/rendered-markdown.tsx), so DOMPurify, like the Markdown parser, stays
// out of every public page's first load (docs/decisions/024-one-url-rule-one-csp-source.md).
import DOMPurify, { type Config } from 'dompurify';
import { renderMarkdown, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './markdown.ts';
import { isPublishableUrl } from '../url-rule.ts';

const URL_ATTRIBUTES = new Set(['href', 'src']);

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** DOMPurify on this window, with the URL rule on every href and src; undefined without a DOM. */
function browserPurifier(): ReturnType<typeof DOMPurify> | undefined {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return undefined;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (element, data) => {
    // An attribute another tag does not have (an href on a <p>) goes too.
    const allowed: readonly string[] =
      RICH_TEXT_ATTRIBUTES[element.nodeName.toLowerCase() as keyof typeof RICH_TEXT_ATTRIBUTES] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (URL_ATTRIBUTES.has(data.attrName) && !isPublishableUrl(data.attrValue)) data.keepAttr = false;
  });
  return purifier;
}

/** Any HTML, keeping only the tags, attributes and addresses rich text may have (needs a DOM). */
export function sanitizeRichTextInBrowser(html: string): string {
  const instance = browserPurifier();
  if (instance === undefined) throw new Error('sanitizeRichTextInBrowser needs a DOM (a browser or jsdom)');
  return instance.sanitize(html, CONFIG);
}

/**
 * Markdown as sanitised HTML, for text the content build has not rendered. Without a DOM (the
 * prerender in Node, which only renders published text, whose HTML the build made and sanitised)
 * it gives the renderer's own output: raw HTML escaped, refused addresses dropped.
 */
export function markdownToSafeHtmlInBrowser(source: string): string {
  const html = renderMarkdown(source);
  return browserPurifier() === undefined ? html : sanitizeRichTextInBrowser(html);
}
