/** The site's logo, a drawing of the project's own (public/images/logo.svg). */
const LOGO_SRC = '/images/logo.svg';

/**
 * The logo as its own SVG file, not through <Picture>: four paths, under 400 bytes gzipped, cheap
 * to paint; its WebP copy at the smallest width would weigh six times more and, on a phone's slow
 * link, share it with the page's scripts. Lazy like every picture below the page's largest: the
 * browser asks for it once the page is laid out, after the stylesheet and that picture.
 */
export function SiteLogo({ className, size }: { className: string; size: number }) {
  return (
    <img
      className={className}
      src={LOGO_SRC}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
