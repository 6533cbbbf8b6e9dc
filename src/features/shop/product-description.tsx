import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';

type ProductDescriptionProps = {
  /** The description, in Markdown (what the CMS's editor writes). */
  text: string;
  /** Its HTML, made and sanitised by the content build; absent for an admin's local copy. */
  html?: string | undefined;
};

/**
 * The description, rendered as a post's text is (the same safe Markdown renderer): the build's
 * HTML when given, else the Markdown rendered in the browser.
 */
export function ProductDescription({ text, html }: ProductDescriptionProps) {
  return <MarkdownContent className="product-description prose" source={text} html={html} />;
}
