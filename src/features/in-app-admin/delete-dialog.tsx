// The delete confirmation of the admin (docs/product.md §6): it stays, busy, until the removal is
// done; a failure is reported with the browser's alert and the dialog stays open.
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '#src/components/modal/modal-dialog.tsx';

export type DeleteKind = 'product' | 'course' | 'post';

const ARTICLE_NOUN: Record<DeleteKind, string> = {
  product: 'o produto',
  course: 'a formação',
  post: 'o artigo',
};

export const DELETE_FAILED = 'Erro ao eliminar. Tente novamente.';

type DeleteDialogProps = {
  kind: DeleteKind;
  /** The item's name or title, quoted in the question. */
  title: string;
  /** Removes the item; resolves false (or rejects) when it could not. */
  onConfirm: () => boolean | Promise<boolean>;
  /** Cancel, Escape, the backdrop, or the removal done. */
  onClose: () => void;
};

export function DeleteDialog({ kind, title, onConfirm, onClose }: DeleteDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    let removed = false;
    try {
      removed = await onConfirm();
    } catch (error) {
      console.warn('Delete failed', error);
    }
    if (removed) {
      onClose();
      return;
    }
    setBusy(false);
    window.alert(DELETE_FAILED);
  };

  return (
    <ModalDialog
      onClose={() => {
        if (!busy) onClose();
      }}
      labelledBy={`${id}-question`}
      describedBy={`${id}-warning`}
      initialFocus={cancelRef}
      panelClassName="admin-delete-dialog card"
    >
      <p id={`${id}-question`} className="admin-delete-dialog__question">
        Tem a certeza que quer eliminar {ARTICLE_NOUN[kind]} &quot;{title}&quot;?
      </p>
      <p id={`${id}-warning`} className="admin-delete-dialog__warning">
        Esta ação não pode ser desfeita.
      </p>
      <div className="admin-delete-dialog__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? 'A eliminar...' : 'Eliminar'}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={onClose}
        >
          Cancelar
        </button>
      </div>
    </ModalDialog>
  );
}
