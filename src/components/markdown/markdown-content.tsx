import { createContext, lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';

type MarkdownContentProps = {
  /** The Markdown text (a post, a course's full description, a long page). */
  source: string;
  /** Its HTML, rendered and sanitised by the content build; absent for text it has not seen. */
  html?: string | undefined;
  className?: string;
};

// The Markdown parser stays out of every public page's first load: only text without its
// build-time HTML (an in-app admin's local copy) loads it, on demand.
const LazyRenderedMarkdown = lazy(() => import('./rendered-markdown.tsx'));

/** Renders Markdown at once (returns the element). */
export type RenderMarkdownNow = (props: { source: string; className?: string }) => ReactNode;

/**
 * A renderer to use at once instead of the lazy chunk, where the parser is loaded anyway (the CMS's
 * previews render with RenderedMarkdown).
 */
export const MarkdownRendererContext = createContext<RenderMarkdownNow | null>(null);

/**
 * Rich text as HTML in a <div>: the HTML the content build made (published content), else the
 * Markdown rendered in the browser. The `dangerouslySetInnerHTML` object is kept while the HTML
 * stays the same: React writes innerHTML again whenever that object changes, which on any
 * re-render (e.g. the data re-read just after hydration) would throw away the prerendered nodes
 * and build them again.
 */
export function MarkdownContent({ source, html, className }: MarkdownContentProps) {
  const inner = useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);
  const renderNow = useContext(MarkdownRendererContext);
  if (inner !== undefined) return <div className={className} dangerouslySetInnerHTML={inner} />;
  if (renderNow !== null) return renderNow({ source, className });
  return (
    <Suspense fallback={<div className={className} />}>
      <LazyRenderedMarkdown className={className} source={source} />
    </Suspense>
  );
}
