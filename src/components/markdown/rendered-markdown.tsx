import { useMemo } from 'react';
import { markdownToSafeHtmlInBrowser } from '#src/lib/markdown/markdown-browser.ts';

type RenderedMarkdownProps = { source: string; className?: string };

/**
 * Markdown rendered here, in the browser (the Markdown parser comes with it): for text the content
 * build has not rendered (an item of an in-app admin's local copy, a CMS preview, the admin's own
 * preview). Public pages reach it only through MarkdownContent's lazily loaded chunk.
 * The renderer escapes raw HTML and drops refused addresses, then DOMPurify keeps only what rich
 * text may have (src/lib/markdown/markdown-browser.ts), as sanitize-html does in the build. The
 * `dangerouslySetInnerHTML` object is kept while the text stays the same: React writes innerHTML again whenever that object changes,
 * which on any re-render (e.g. the data re-read just after hydration) would throw away the
 * prerendered nodes and build them again.
 */
export function RenderedMarkdown({ source, className }: RenderedMarkdownProps) {
  const html = useMemo(() => ({ __html: markdownToSafeHtmlInBrowser(source) }), [source]);
  return <div className={className} dangerouslySetInnerHTML={html} />;
}

export default RenderedMarkdown;
