import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './success-modal.css';

/** SPEC.md section 9: success modals close by themselves after 5000 ms. */
export const SUCCESS_MODAL_AUTO_CLOSE_MS = 5000;

type SuccessModalProps = {
  title: string;
  message: ReactNode;
  /** Called when the visitor closes the modal (button, Escape, backdrop) or the time runs out. */
  onClose: () => void;
  /** Milliseconds before the modal closes by itself; null keeps it open until closed. */
  autoCloseMs?: number | null;
  closeLabel?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A confirmation after a form was sent. Render it only while it is open. It is a modal dialog:
 * labelled by its title, focus moves into it and stays there (Tab wraps), the page behind does not
 * scroll, and focus returns to where it was when it closes.
 */
export function SuccessModal({
  title,
  message,
  onClose,
  autoCloseMs = SUCCESS_MODAL_AUTO_CLOSE_MS,
  closeLabel = 'Fechar',
}: SuccessModalProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose, so that a parent re-render does not restart the auto-close timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  useEffect(() => {
    if (autoCloseMs === null || autoCloseMs <= 0) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="success-modal" onKeyDown={handleKeyDown}>
      <div className="success-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className="success-modal__dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <span className="success-modal__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 id={titleId} className="success-modal__title">
          {title}
        </h2>
        <div id={messageId} className="success-modal__message">
          {message}
        </div>
        <button ref={closeRef} type="button" className="button button--block" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
