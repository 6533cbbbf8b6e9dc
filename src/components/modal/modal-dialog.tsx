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
  /** What gets focus when it opens: an element inside, the panel itself, or by default its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | 'panel';
  /** Extra classes on the overlay and on the panel. */
  className?: string;
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A centred modal dialog over a dimmed backdrop, with the behaviour of useModalDialog (focus trap,
 * Escape, scroll lock, focus return). Render it only while it is open.
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
  const panelRef = useRef<HTMLDivElement>(null);
  useModalDialog(panelRef, {
    onEscape: onClose,
    initialFocusRef: initialFocus === 'panel' ? panelRef : initialFocus,
  });

  return (
    <div className={className ? `modal ${className}` : 'modal'}>
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={panelClassName ? `modal__panel ${panelClassName}` : 'modal__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
