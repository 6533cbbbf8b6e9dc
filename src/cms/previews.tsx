// The previews of the CMS: each entry as the site shows it, with the site's stylesheet, updated
// as the owner types. A preview renders the same view component as the entry's public page (the
// page itself reads the URL, loads the published files and writes the document's title and meta
// tags, none of which fits a preview: it would retitle the CMS's own tab), without what the page
// adds from other entries (related products, the previous and next post) or for the visitor (the
// cart, the enquiry form). A router that goes nowhere gives the links their addresses; a click
// stays in the preview.
import { useEffect, useState, type ReactNode } from 'react';
import { Router, type Navigator } from '#src/components/router/router.tsx';
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
  /** Decap's getAsset: a field's own media folder, when given, decides where a file is looked for. */
  getAsset: (path: string, field?: unknown) => { toString: () => string };
  /** The collection's or file's fields (an Immutable list of maps). */
  fields?: unknown;
};

type FieldMap = { get: (key: string) => unknown };
const isFieldMap = (value: unknown): value is FieldMap =>
  value !== null && typeof value === 'object' && typeof (value as FieldMap).get === 'function';

/**
 * The field whose media folder is `folder` (e.g. /public/images/hero), at any depth. Decap looks
 * for a file in the collection's media folder unless told the field: the settings' pictures each
 * live in a folder of their own, and asked without it Decap's backend answers 'not found' (500).
 */
export function fieldWithMediaFolder(fields: unknown, folder: string): FieldMap | undefined {
  if (fields === null || typeof fields !== 'object' || !(Symbol.iterator in fields)) return undefined;
  for (const field of fields as Iterable<unknown>) {
    if (!isFieldMap(field)) continue;
    if (field.get('media_folder') === folder) return field;
    const inner =
      fieldWithMediaFolder(field.get('fields'), folder) ?? fieldWithMediaFolder([field.get('field')], folder);
    if (inner) return inner;
  }
  return undefined;
}

/** getAsset of a preview, asking with the field whose folder holds the file. */
function assetsOf({ getAsset, fields }: PreviewProps): GetAsset {
  return (path) => {
    const folder = `/${path.slice(0, path.lastIndexOf('/'))}`;
    const field = fieldWithMediaFolder(fields, folder);
    return field ? getAsset(path, field) : getAsset(path);
  };
}

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
export function usePreviewImages<T>(props: PreviewProps, map: (resolve: ResolveImage) => T): T {
  const { getAsset } = props;
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
        key === ''
          ? []
          : key.split('\n').map((path) => [path, previewImageUrl(path, assetsOf(props))] as const),
      );
      setUrls((previous) => (samePairs(previous, next) ? previous : next));
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new getAsset comes with every render of Decap's pane that matters; the fields do not change.
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

export function ProductPreview(props: PreviewProps) {
  const data = entryData(props.entry);
  const product = usePreviewImages(props, (resolve) => toProduct(data, resolve));
  return (
    <Frame>
      <ProductDetail product={{ ...product, name: orPlaceholder(product.name, 'Nome do produto') }} />
    </Frame>
  );
}

export function CoursePreview(props: PreviewProps) {
  const data = entryData(props.entry);
  const course = usePreviewImages(props, (resolve) => toCourse(data, resolve));
  return (
    <Frame>
      <CourseDetail course={{ ...course, title: orPlaceholder(course.title, 'Título da formação') }} />
    </Frame>
  );
}

export function BlogPostPreview(props: PreviewProps) {
  const data = entryData(props.entry);
  const post = usePreviewImages(props, (resolve) => toBlogPost(data, resolve));
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
