// A full-screen modal image viewer: closes on the backdrop, the close button or Escape, locks
// the page's scroll while open, keeps Tab inside and gives focus back to the element that opened it.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import './image-viewer.css';

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

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

// Effects that must run before paint in the browser; useLayoutEffect warns on the server.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  label,
  returnFocusTo,
}: ImageViewerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  useBrowserLayoutEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  });

  const count = images.length;
  const image = images[Math.min(Math.max(index, 0), count - 1)];

  // Scroll lock and focus, once for the whole time the viewer is open.
  useBrowserLayoutEffect(() => {
    const opener =
      returnFocusRef.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scroll bar disappears.
    const scrollbarWidth =
      documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    closeRef.current?.focus();
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      (returnFocusRef.current ?? opener)?.focus();
    };
  }, []);

  // Escape closes even when focus somehow left the dialog.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (image === undefined) return null;

  const go = (step: number) => onIndexChange((((index + step) % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'Tab') {
      trapTab(event);
    }
  };

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    const activeElement = document.activeElement;
    if (event.shiftKey && (activeElement === first || !dialogRef.current?.contains(activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (activeElement === last || !dialogRef.current?.contains(activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };

  // The picture fills the screen, letterboxed: a click anywhere but on a button closes, as on
  // the backdrop around it.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('button') === null) onClose();
  };

  return createPortal(
    <div
      ref={dialogRef}
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      <button
        ref={closeRef}
        type="button"
        className="image-viewer__button image-viewer__close"
        aria-label="Fechar"
        onClick={onClose}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <figure className="image-viewer__figure">
        <img className="image-viewer__image" src={image.src} alt={image.alt} />
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
            <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="image-viewer__button image-viewer__nav image-viewer__nav--next"
            aria-label="Imagem seguinte"
            onClick={() => go(1)}
          >
            <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
