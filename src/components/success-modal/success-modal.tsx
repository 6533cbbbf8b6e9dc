import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from '#src/components/modal/modal-dialog.tsx';
import { SuccessMark } from '#src/components/success-mark/success-mark.tsx';
import './success-modal.css';

/** Success modals close by themselves after 5000 ms (docs/product.md §9). */
export const SUCCESS_MODAL_AUTO_CLOSE_MS = 5000;

export type SuccessModalProps = {
  title: string;
  message: ReactNode;
  /** Called when the visitor closes the modal (button, Escape, backdrop) or the time runs out. */
  onClose: () => void;
  /** Milliseconds before the modal closes by itself; null keeps it open until closed. */
  autoCloseMs?: number | null;
  closeLabel?: string;
};

/**
 * A confirmation after a form was sent. Render it only while it is open. It is a modal dialog
 * labelled by its title, with focus on its close button.
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
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose, so that a parent re-render does not restart the auto-close timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (autoCloseMs === null || autoCloseMs <= 0) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={closeRef}
      panelClassName="success-modal__dialog card"
    >
      <SuccessMark />
      <h2 id={titleId} className="success-modal__title">
        {title}
      </h2>
      <div id={messageId} className="success-modal__message">
        {message}
      </div>
      <button ref={closeRef} type="button" className="button button--block" onClick={onClose}>
        {closeLabel}
      </button>
    </ModalDialog>
  );
}
