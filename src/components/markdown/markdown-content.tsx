import { useMemo } from 'react';
import { renderMarkdown } from '#src/lib/markdown.ts';

type MarkdownContentProps = { source: string; className?: string };

/**
 * Markdown text (a post, a course's full description, a long page) as HTML in a <div>.
 * renderMarkdown escapes raw HTML and drops unsafe links. The `dangerouslySetInnerHTML` object is
 * kept while the text stays the same: React writes innerHTML again whenever that object changes,
 * which on any re-render (e.g. the data re-read just after hydration) would throw away the
 * prerendered nodes and build them again.
 */
export function MarkdownContent({ source, className }: MarkdownContentProps) {
  const html = useMemo(() => ({ __html: renderMarkdown(source) }), [source]);
  return <div className={className} dangerouslySetInnerHTML={html} />;
}
