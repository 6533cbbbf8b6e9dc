import { createContext, useContext } from 'react';
import {
  DRAWING_FORMAT,
  fallbackUrl,
  hasVariants,
  isDrawing,
  MIME_TYPES,
  srcSet,
} from '#src/lib/responsive-image.ts';
import { useHydrating } from '#src/components/hydrate-when/use-hydrating.ts';

/**
 * True where photos must be shown from their own file, without variants: the CMS's previews show a
 * photo the owner has just chosen, which the build has not seen yet.
 */
export const PlainPicturesContext = createContext(false);

export type PictureProps = {
  src: string;
  alt: string;
  /** The box's width and height (or the photo's own size): they give the aspect ratio, so nothing moves when it loads. */
  width: number;
  height: number;
  /** How wide the image is shown, per layout: '(min-width: 60rem) 25vw, 50vw'. */
  sizes: string;
  className?: string;
  /** The page's largest image (its LCP): loaded at once and first; otherwise lazily. */
  priority?: boolean;
  /** The image could not be loaded (e.g. to show a placeholder instead). */
  onError?: () => void;
  /** Asked for later than the browser's lazy loading would (see PictureLater); a client render has it at once. */
  later?: PictureLater;
};

/**
 * When a picture of a prerendered page is asked for, if later than lazy loading would:
 * - 'after-largest-paint': once the page's largest picture has loaded. The server's HTML has the
 *   picture with its files in `data-src` and `data-srcset`, which the page's loader makes real at
 *   the moment it adds the scripts (src/lib/page-loading/app-loader.ts), before React has
 *   hydrated; React then renders the same files. For pictures within a screen or two of the first
 *   one, which a phone would otherwise fetch at once, beside it (docs/decisions/035).
 * - 'after-hydration': only once the page has hydrated: nothing in the server's HTML, so that a
 *   picture that matters less than the page's scripts does not share a phone's link with them;
 *   the box around it keeps its size meanwhile (docs/decisions/031-pictures-after-the-scripts.md).
 */
export type PictureLater = 'after-largest-paint' | 'after-hydration';

/** The attributes of a picture's files: as they are, or held back for the loader to make real. */
function filesOf(files: { src?: string; srcSet?: string }, held: boolean) {
  if (!held) return files;
  return { 'data-src': files.src, 'data-srcset': files.srcSet };
}

/**
 * An image of the site. A photo under /images/ (JPEG, PNG, WebP) comes as a <picture> offering
 * its AVIF and WebP variants at every width (the build makes them: scripts/media/responsive-images.ts),
 * with one JPEG (960 px) as the <img>, for a browser that reads neither (Safari before iOS 14: a
 * srcset of JPEGs would cost every page's HTML for it alone); an SVG drawing under /images/ comes as a
 * <picture> offering its WebP variants, with the SVG itself as the <img>; a data:/blob: URL (a
 * picture chosen in the admin) or another site's image is a plain <img>. The class goes on the
 * <img>, and the <picture> takes no box of its own (display: contents), so styles written for the
 * <img> keep working.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
  onError,
  later,
}: PictureProps) {
  const hydrating = useHydrating();
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const plain = useContext(PlainPicturesContext);
  if (later === 'after-hydration' && hydrating) return null;
  const held = later === 'after-largest-paint' && hydrating;
  // The <img>, from the given file; the rest of its attributes are the same in every case.
  const image = (file: string) => (
    <img
      className={className}
      {...filesOf({ src: file }, held)}
      alt={alt}
      width={width}
      height={height}
      {...loading}
      onError={onError}
    />
  );
  if (!plain && isDrawing(src)) {
    return (
      <picture className="picture picture--drawing">
        <source
          type={MIME_TYPES[DRAWING_FORMAT]}
          {...filesOf({ srcSet: srcSet(src, DRAWING_FORMAT, sizes) }, held)}
          sizes={sizes}
        />
        {image(src)}
      </picture>
    );
  }
  if (plain || !hasVariants(src)) return image(src);
  return (
    <picture className="picture">
      <source
        type={MIME_TYPES.avif}
        {...filesOf({ srcSet: srcSet(src, 'avif', sizes) }, held)}
        sizes={sizes}
      />
      <source
        type={MIME_TYPES.webp}
        {...filesOf({ srcSet: srcSet(src, 'webp', sizes) }, held)}
        sizes={sizes}
      />
      {image(fallbackUrl(src))}
    </picture>
  );
}
