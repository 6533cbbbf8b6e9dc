// The previews of the CMS: each entry as the site shows it, with the site's stylesheet, updated
// as the owner types. A preview renders the same view component as the entry's public page (the
// page itself reads the URL, loads the published files and writes the document's title and meta
// tags, none of which fits a preview: it would retitle the CMS's own tab), without what the page
// adds from other entries (related products, the previous and next post) or for the visitor (the
// cart, the enquiry form). A router that goes nowhere gives the links their addresses; a click
// stays in the preview.
import { useEffect, useState, type ReactNode } from 'react';
import { Router, type Navigator } from 'react-router';
import {
  MarkdownRendererContext,
  type RenderMarkdownNow,
} from '#src/components/markdown/markdown-content.tsx';
import { RenderedMarkdown } from '#src/components/markdown/rendered-markdown.tsx';
import { PlainPicturesContext } from '#src/components/picture/picture.tsx';
import { AboutPageContent } from '#src/features/about/about-page-content.tsx';
import { BlogArticle } from '#src/features/blog/blog-article.tsx';
import { CourseDetail } from '#src/features/courses/course-detail.tsx';
import { LegalPageContent } from '#src/features/legal/legal-page-content.tsx';
import { ProductDetail } from '#src/features/shop/product-detail.tsx';
import {
  isAboutPage,
  toAboutContent,
  toBlogPost,
  toCourse,
  toPage,
  toProduct,
  previewImageUrl,
  type EntryData,
  type GetAsset,
  type ResolveImage,
} from './entry-data.ts';

/** What a preview receives from Decap, as far as these previews use it. */
export type PreviewProps = {
  entry: { get: (key: string) => unknown };
  getAsset: GetAsset;
};

export function entryData(entry: PreviewProps['entry']): EntryData {
  const data = entry.get('data') as { toJS?: () => unknown } | undefined;
  const plain = data?.toJS?.();
  return plain !== null && typeof plain === 'object' ? (plain as EntryData) : {};
}

const samePairs = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) =>
  a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);

/**
 * `map` run with the URLs the preview can show for the entry's images. Asking Decap for an image
 * it has not loaded yet updates Decap's store, which must not happen while a component renders
 * (React's 'Cannot update a component while rendering a different component'): the preview first
 * renders with the images' own paths, then asks Decap after rendering and renders again with the
 * URLs it gives (a photo uploaded in this session as its blob: URL). Decap renders the preview
 * again, with a new getAsset, whenever an image it was asked for has loaded.
 */
export function usePreviewImages<T>(getAsset: GetAsset, map: (resolve: ResolveImage) => T): T {
  const paths: string[] = [];
  map((path) => {
    paths.push(path);
    return path;
  });
  const key = paths.join('\n');
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    let current = true;
    // After this effect, not inside it: Decap's answer may be an update of its own store.
    void Promise.resolve().then(() => {
      if (!current) return;
      const next = new Map(
        key === '' ? [] : key.split('\n').map((path) => [path, previewImageUrl(path, getAsset)] as const),
      );
      setUrls((previous) => (samePairs(previous, next) ? previous : next));
    });
    return () => {
      current = false;
    };
  }, [key, getAsset]);
  return map((path) => urls.get(path) ?? path);
}

// A router whose navigations do nothing: links get their addresses, and a click on one leaves the
// preview as it is (a preview shows the entry being edited, whatever the address).
const stayHere: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

const renderMarkdownNow: RenderMarkdownNow = (props) => <RenderedMarkdown {...props} />;

// The entry's text is rendered at once (the CMS loads the Markdown parser anyway), and its
// photos from their own files (a photo just chosen has no variants yet).
export function Frame({ children }: { children: ReactNode }) {
  return (
    <Router location="/" navigator={stayHere}>
      <PlainPicturesContext.Provider value>
        <MarkdownRendererContext.Provider value={renderMarkdownNow}>
          {children}
        </MarkdownRendererContext.Provider>
      </PlainPicturesContext.Provider>
    </Router>
  );
}

/** A placeholder while a required text is still empty, so the preview never shows a blank. */
const orPlaceholder = (value: string, placeholder: string) => (value === '' ? placeholder : value);

export function ProductPreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry);
  const product = usePreviewImages(getAsset, (resolve) => toProduct(data, resolve));
  return (
    <Frame>
      <ProductDetail product={{ ...product, name: orPlaceholder(product.name, 'Nome do produto') }} />
    </Frame>
  );
}

export function CoursePreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry);
  const course = usePreviewImages(getAsset, (resolve) => toCourse(data, resolve));
  return (
    <Frame>
      <CourseDetail course={{ ...course, title: orPlaceholder(course.title, 'Título da formação') }} />
    </Frame>
  );
}

export function BlogPostPreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry);
  const post = usePreviewImages(getAsset, (resolve) => toBlogPost(data, resolve));
  return (
    <Frame>
      <BlogArticle post={{ ...post, title: orPlaceholder(post.title, 'Título do artigo') }} />
    </Frame>
  );
}

const withTitle = <T extends { title: string }>(page: T): T => ({
  ...page,
  title: orPlaceholder(page.title, 'Título da página'),
});

/**
 * The preview of one file of the pages collection (`name`: sobre, politica-privacidade, ...): the
 * about page with its own sections, any other as a long page.
 */
export function pagePreview(name: string) {
  return function PagePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    return (
      <Frame>
        {isAboutPage(data, name) ? (
          <AboutPageContent about={withTitle(toAboutContent(data, name))} />
        ) : (
          <LegalPageContent page={withTitle(toPage(data, name))} />
        )}
      </Frame>
    );
  };
}
