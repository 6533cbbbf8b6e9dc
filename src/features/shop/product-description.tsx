import { Fragment, useMemo } from 'react';
import { parseDescription } from '#src/lib/description.ts';

type ProductDescriptionProps = {
  text: string;
  /** The same paragraphs as HTML, made and sanitised by the content build; absent for an admin's local copy. */
  html?: string | undefined;
};

/**
 * The description as paragraphs with bold runs: the build's HTML when given (kept as the same
 * object while it does not change, so a re-render never rewrites it), else built here as elements
 * from the text (never as HTML).
 */
export function ProductDescription({ text, html }: ProductDescriptionProps) {
  const inner = useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);
  if (inner !== undefined) return <div className="product-description" dangerouslySetInnerHTML={inner} />;
  return (
    <div className="product-description">
      {parseDescription(text).map((paragraph, index) => (
        <p key={index}>
          {paragraph.map((segment, i) =>
            segment.bold ? (
              <strong key={i}>{segment.text}</strong>
            ) : (
              <Fragment key={i}>{segment.text}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
