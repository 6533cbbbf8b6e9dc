// A wall of thumbnails; each opens the full-screen viewer on its image, and focus comes back to
// that thumbnail when the viewer closes.
import { useRef, useState } from 'react';
import { ImageViewer, type ViewerImage } from './image-viewer.tsx';
import './image-gallery.css';
import { Picture } from '#src/components/picture/picture.tsx';

export type GalleryImage = ViewerImage & { id: number | string };

type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** The viewer dialog's accessible name. */
  viewerLabel: string;
  /** The thumbnails' intrinsic size in px (square), to reserve their space before they load. */
  thumbnailSize?: number;
  /** How wide a thumbnail is shown, per layout (the `sizes` of its picture). */
  sizes?: string;
  className?: string;
};

export function ImageGallery({
  images,
  viewerLabel,
  thumbnailSize = 400,
  sizes = '(min-width: 1200px) 380px, (min-width: 600px) 33vw, 50vw',
  className,
}: ImageGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (index: number) => {
    setOpener(thumbnails.current[index] ?? null);
    setOpenIndex(index);
  };

  return (
    <>
      <ul className={className ? `image-gallery ${className}` : 'image-gallery'}>
        {images.map((image, index) => (
          <li key={image.id} className="image-gallery__item">
            <button
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              className="image-gallery__thumbnail"
              aria-haspopup="dialog"
              aria-label={`Ampliar imagem: ${image.alt}`}
              onClick={() => open(index)}
            >
              <Picture
                className="image-gallery__image"
                src={image.src}
                alt=""
                width={thumbnailSize}
                height={thumbnailSize}
                sizes={sizes}
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <ImageViewer
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          label={viewerLabel}
          returnFocusTo={opener}
        />
      )}
    </>
  );
}
