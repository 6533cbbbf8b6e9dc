// A full-screen modal image viewer: closes on the backdrop, the close button or Escape, and has
// the behaviour of every modal dialog (useModalDialog): a native <dialog> shown as a modal (the
// page behind inert), scroll lock, focus back to the element that opened it.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#src/components/icons/icons-core.tsx';
import { useModalDialog } from '#src/components/modal/use-modal-dialog.ts';
import '#src/components/modal/modal.css';
import './image-viewer.css';
import { Picture } from '#src/components/picture/picture.tsx';

export type ViewerImage = { src: string; alt: string };

type ImageViewerProps = {
  images: readonly ViewerImage[];
  /** The image shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's accessible name, e.g. 'Testemunhos'. */
  label: string;
  /**
   * Where focus goes back on close; by default the element that had focus when the viewer opened
   * (not every browser focuses a button on click, so an opener should pass itself).
   */
  returnFocusTo?: HTMLElement | null;
};

export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  label,
  returnFocusTo,
}: ImageViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, { onEscape: onClose, initialFocusRef: closeRef, returnFocusTo });

  const count = images.length;
  const image = images[Math.min(Math.max(index, 0), count - 1)];

  if (image === undefined) return null;

  const go = (step: number) => onIndexChange((((index + step) % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      go(1);
    }
  };

  // The picture fills the screen, letterboxed: a click anywhere but on a button closes, as on
  // the backdrop around it.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('button') === null) onClose();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal image-viewer"
      aria-label={label}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      <button
        ref={closeRef}
        type="button"
        className="modal__close image-viewer__button"
        aria-label="Fechar"
        onClick={onClose}
      >
        <CloseIcon size={24} strokeWidth={2.5} />
      </button>
      <figure className="image-viewer__figure">
        {/* The box fills the dialog (CSS), the photo is contained in it: the size only sets the ratio. */}
        <Picture
          className="image-viewer__image"
          src={image.src}
          alt={image.alt}
          width={1280}
          height={960}
          sizes="100vw"
          priority
        />
        <figcaption className="image-viewer__caption">
          {image.alt}
          {count > 1 && (
            <span className="image-viewer__counter">
              {' '}
              ({index + 1} de {count})
            </span>
          )}
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className="image-viewer__button image-viewer__nav image-viewer__nav--previous"
            aria-label="Imagem anterior"
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon size={26} strokeWidth={2.5} />
          </button>
          <button
            type="button"
            className="image-viewer__button image-viewer__nav image-viewer__nav--next"
            aria-label="Imagem seguinte"
            onClick={() => go(1)}
          >
            <ChevronRightIcon size={26} strokeWidth={2.5} />
          </button>
        </>
      )}
    </dialog>,
    document.body,
  );
}
