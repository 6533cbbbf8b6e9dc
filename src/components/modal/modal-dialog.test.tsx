// @vitest-environment jsdom
// The behaviour every modal dialog of the site shares (useModalDialog through ModalDialog), as far
// as it is the site's own: a native <dialog> shown with showModal() and closed on unmount, the
// focus put where asked, Escape (the dialog's `cancel`) and the backdrop asking to close, the page
// scroll locked, the focus back to the opener. What the browser adds (the inert page behind, Tab
// never reaching it) is checked in a real browser (tests/e2e/accessibility-dialogs.spec.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressEscapeIn } from '#src/test/dialog.ts';
import { ModalDialog } from './modal-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.style.overflow = '';
});

type PageProps = {
  /** Which element gets the focus when the dialog opens. */
  focus?: 'second' | 'dialog';
  /** Whether the page agrees to close the dialog when asked (the delete dialog does not while busy). */
  closable?: boolean;
};

function Page({ focus = 'second', closable = true }: PageProps) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <ModalDialog
          onClose={() => {
            if (closable) setOpen(false);
          }}
          labelledBy="title"
          describedBy="text"
          initialFocus={focus === 'second' ? secondRef : 'dialog'}
        >
          <h2 id="title">Diálogo</h2>
          <p id="text">Um texto.</p>
          <button type="button">Primeiro</button>
          <input ref={secondRef} aria-label="Campo" />
          <button type="button" onClick={() => setOpen(false)}>
            Fechar
          </button>
        </ModalDialog>
      )}
    </>
  );
}

function openDialog(props: PageProps = {}) {
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Diálogo' }) };
}

describe('ModalDialog', () => {
  it('is a native dialog shown as a modal, named and described by its texts', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = openDialog();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAccessibleDescription('Um texto.');
  });

  it('puts the focus on the element asked for, or on the dialog itself', () => {
    openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Campo' }));
    cleanup();
    const { dialog } = openDialog({ focus: 'dialog' });
    expect(document.activeElement).toBe(dialog);
  });

  it('locks the page scroll while open and restores it on close', () => {
    document.body.style.overflow = 'auto';
    openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('asks to close on Escape, refusing the browser its own close, and gives the focus back', () => {
    const { opener, dialog } = openDialog();
    const escape = pressEscapeIn(dialog);
    expect(escape.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape when the page does not close it', () => {
    const { dialog } = openDialog({ closable: false });
    expect(pressEscapeIn(dialog).defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('is shown again when the browser closes it while the page keeps it', () => {
    const { dialog } = openDialog({ closable: false });
    act(() => (dialog as HTMLDialogElement).close());
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('asks to close on a click on the backdrop', () => {
    const { opener, dialog } = openDialog();
    const backdrop = dialog.querySelector('.modal__backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('is closed when it unmounts, and gives the focus back to the opener', () => {
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    const { opener, dialog } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close.mock.contexts).toContain(dialog);
    expect(document.activeElement).toBe(opener);
  });
});
