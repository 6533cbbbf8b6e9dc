import { useState, type KeyboardEvent, type TouchEvent } from 'react';
import './product-gallery.css';
import { Picture } from '#src/components/picture/picture.tsx';

const MAIN_SIZE = 800;
const THUMB_SIZE = 80;
/** The main picture: the page's width on a phone, half of the container beside the details on wider screens. */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw';
/** Horizontal travel, in px, that counts as a swipe on the main image. */
const SWIPE_DISTANCE = 40;

type ProductGalleryProps = {
  images: readonly string[];
  /** Alternative text of the images: the product name. */
  alt: string;
};

/**
 * The product's images: the current one large, previous/next buttons, dots, thumbnails and the
 * counter 'Imagem n de m'. An image that fails to load is replaced by a placeholder ('Erro' on
 * its thumbnail). The index starts at the first image; the product page gives the gallery a
 * `key` per product so that it starts again from the first image when the product changes.
 */
export function ProductGallery({ images, alt }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const src = images[current];

  const markFailed = (url: string) =>
    setFailed((previous) => (previous.has(url) ? previous : new Set(previous).add(url)));
  const show = (target: number) => setIndex(((target % count) + count) % count);
  const previous = () => show(current - 1);
  const next = () => show(current + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => setTouchStartX(event.touches[0]?.clientX ?? null);
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStartX !== null && endX !== undefined && count > 1) {
      const distance = endX - touchStartX;
      if (distance <= -SWIPE_DISTANCE) next();
      else if (distance >= SWIPE_DISTANCE) previous();
    }
    setTouchStartX(null);
  };

  return (
    <section className="product-gallery" aria-label="Galeria de imagens" onKeyDown={onKeyDown}>
      <div className="product-gallery__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {src === undefined || failed.has(src) ? (
          <div className="product-gallery__placeholder">Imagem Não Encontrada</div>
        ) : (
          <Picture
            key={src}
            className="product-gallery__image"
            src={src}
            alt={count > 1 ? `${alt} (imagem ${current + 1} de ${count})` : alt}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            sizes={PRODUCT_GALLERY_SIZES}
            priority={current === 0}
            onError={() => markFailed(src)}
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--prev"
              onClick={previous}
              aria-label="Imagem anterior"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--next"
              onClick={next}
              aria-label="Imagem seguinte"
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>

      {count > 1 && (
        <>
          <p className="product-gallery__counter" aria-live="polite">
            Imagem {current + 1} de {count}
          </p>
          {/* The dots repeat what the thumbnails offer, for pointers only; assistive technology
              uses the thumbnails, which are labelled. */}
          <div className="product-gallery__dots" aria-hidden="true">
            {images.map((image, i) => (
              <button
                key={`${i}-${image}`}
                type="button"
                tabIndex={-1}
                className="product-gallery__dot"
                data-active={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <ul className="product-gallery__thumbs">
            {images.map((image, i) => (
              <li key={`${i}-${image}`}>
                <button
                  type="button"
                  className="product-gallery__thumb"
                  aria-label={`Ver imagem ${i + 1} de ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => show(i)}
                >
                  {failed.has(image) ? (
                    <span className="product-gallery__thumb-error">Erro</span>
                  ) : (
                    // Once the page has hydrated, when the thumbnails work as buttons: before
                    // that, their requests would share a phone's link with the page's scripts.
                    <Picture
                      src={image}
                      alt=""
                      width={THUMB_SIZE}
                      height={THUMB_SIZE}
                      sizes={`${THUMB_SIZE}px`}
                      onError={() => markFailed(image)}
                      later="after-hydration"
                    />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
