import { useMemo } from 'react';
import { renderMarkdown } from '#src/lib/markdown.ts';

type RenderedMarkdownProps = { source: string; className?: string };

/**
 * Markdown rendered here, in the browser (the Markdown parser comes with it): for text the content
 * build has not rendered (an item of an in-app admin's local copy, a CMS preview, the admin's own
 * preview). Public pages reach it only through MarkdownContent's lazily loaded chunk.
 * renderMarkdown escapes raw HTML and drops unsafe links. The `dangerouslySetInnerHTML` object is
 * kept while the text stays the same: React writes innerHTML again whenever that object changes,
 * which on any re-render (e.g. the data re-read just after hydration) would throw away the
 * prerendered nodes and build them again.
 */
export function RenderedMarkdown({ source, className }: RenderedMarkdownProps) {
  const html = useMemo(() => ({ __html: renderMarkdown(source) }), [source]);
  return <div className={className} dangerouslySetInnerHTML={html} />;
}

export default RenderedMarkdown;
