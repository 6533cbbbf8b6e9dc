// The behaviour every modal dialog shares, on a native <dialog> opened with showModal(). The
// browser puts it in the top layer and makes the page behind inert, so Tab and the mouse cannot
// reach it, and Escape fires `cancel`. What the browser does not do is done here: Escape only asks
// to close (the component's state says whether the dialog is open), the page behind does not
// scroll, the focus starts where the dialog wants it, and it goes back to the opener on close.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

type ModalDialogOptions = {
  /** Escape pressed while the dialog is open: a request to close it. */
  onEscape: () => void;
  /**
   * What gets focus when the dialog opens. Always named: the browser's own choice is its first
   * focusable area, which in Chromium is the panel itself when its content scrolls.
   */
  initialFocusRef: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back on close; by default the element that had focus when the dialog opened
   * (not every browser focuses a button on click, so an opener may pass itself).
   */
  returnFocusTo?: HTMLElement | null;
};

/** Keeps the page behind from scrolling (the browser's modal dialog does not); returns the undo. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting sideways when its scroll bar disappears.
  const scrollbarWidth =
    documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * Call it in the component that renders the <dialog>, and render that component only while the
 * dialog is open: it is shown as a modal when it mounts and closed when it unmounts.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { onEscape, initialFocusRef, returnFocusTo }: ModalDialogOptions,
) {
  // The latest values, so that a parent re-render does not re-run the opening effect.
  const onEscapeRef = useRef(onEscape);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    onEscapeRef.current = onEscape;
    returnFocusRef.current = returnFocusTo;
  }, [onEscape, returnFocusTo]);

  // A layout effect, so that its cleanup runs while the dialog is still in the document: close()
  // on a dialog already removed would not give the focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const opener =
      returnFocusRef.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const unlockScroll = lockPageScroll();
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      onEscapeRef.current();
    };
    // The browser may close the dialog anyway: a second Escape with no click or key press in
    // between fires a `cancel` that cannot be refused. onEscape has been asked by then; if the
    // component is still rendered (it refused, as the delete dialog does while busy), the dialog
    // is shown again.
    const onBrowserClose = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onBrowserClose);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onBrowserClose);
      dialog.close();
      unlockScroll();
      // Browsers give the focus back on close() to the element that had it at showModal(); not
      // all of them, and an explicit returnFocusTo (or jsdom) needs it done here.
      const target = returnFocusRef.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [dialogRef, initialFocusRef]);
}
