import { Fragment } from 'react';
import { parseDescription } from '#src/lib/description.ts';

/** The description as paragraphs with bold runs, built as elements (never as HTML). */
export function ProductDescription({ text }: { text: string }) {
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
