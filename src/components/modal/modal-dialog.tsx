import { useRef, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import './modal.css';

type ModalDialogProps = {
  /** Escape or a click on the backdrop. */
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** The id of the element that describes it, if any. */
  describedBy?: string | undefined;
  /** What gets focus when it opens: an element inside, or the dialog itself (so that its name is read first). */
  initialFocus: RefObject<HTMLElement | null> | 'dialog';
  /** Extra classes on the overlay (the <dialog>) and on the panel. */
  className?: string;
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A centred modal dialog over a dimmed backdrop: a native <dialog> opened with showModal(), with
 * the behaviour of useModalDialog (Escape, scroll lock, initial focus, focus return). Render it
 * only while it is open.
 */
export function ModalDialog({
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  className,
  panelClassName,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, {
    onEscape: onClose,
    initialFocusRef: initialFocus === 'dialog' ? dialogRef : initialFocus,
  });

  // The <dialog> covers the screen (modal.css): the backdrop element under the panel dims the page
  // and takes the clicks outside the panel. tabIndex={-1} lets the dialog itself hold the focus.
  return (
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
    >
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div className={panelClassName ? `modal__panel ${panelClassName}` : 'modal__panel'}>{children}</div>
    </dialog>
  );
}
