// The behaviour every modal dialog shares: focus moves in when it opens and stays inside (Tab and
// Shift+Tab wrap), Escape asks to close, the page behind does not scroll, and focus goes back to
// the element that had it when the dialog closes.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

type ModalDialogOptions = {
  /** Escape pressed anywhere while the dialog is open. */
  onEscape: () => void;
  /** What gets focus when the dialog opens; by default its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back on close; by default the element that had focus when the dialog opened
   * (not every browser focuses a button on click, so an opener may pass itself).
   */
  returnFocusTo?: HTMLElement | null;
};

/**
 * Call it in the component that renders the dialog, and render that component only while the
 * dialog is open. `dialogRef` is the element with role="dialog" (give it tabIndex={-1} so that it
 * can hold focus when it has nothing focusable).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLElement | null>,
  { onEscape, initialFocusRef, returnFocusTo }: ModalDialogOptions,
) {
  // The latest values, so that a parent re-render does not re-run the opening effect.
  const onEscapeRef = useRef(onEscape);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    onEscapeRef.current = onEscape;
    returnFocusRef.current = returnFocusTo;
  }, [onEscape, returnFocusTo]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const opener =
      returnFocusRef.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);

    const { body, documentElement } = document;
    const previousStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scroll bar disappears.
    const scrollbarWidth =
      documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;

    (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previousStyle.overflow;
      body.style.paddingRight = previousStyle.paddingRight;
      const target = returnFocusRef.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [dialogRef, initialFocusRef]);
}
