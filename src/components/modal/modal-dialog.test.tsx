// @vitest-environment jsdom
// The behaviour every modal dialog of the site shares (useModalDialog through ModalDialog): focus
// in on opening, Tab and Shift+Tab kept inside, Escape asks to close, focus back to the opener.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)} labelledBy="title">
          <h2 id="title">Diálogo</h2>
          <button type="button">Primeiro</button>
          <input aria-label="Campo" />
          <button type="button" onClick={() => setOpen(false)}>
            Fechar
          </button>
        </ModalDialog>
      )}
    </>
  );
}

function openDialog() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Diálogo' }) };
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('ModalDialog', () => {
  it('is a labelled modal dialog that takes the focus on its first control', () => {
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Primeiro' }));
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    openDialog();
    const first = screen.getByRole('button', { name: 'Primeiro' });
    const last = screen.getByRole('button', { name: 'Fechar' });
    act(() => last.focus());
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('brings the focus back inside when it is outside the dialog', () => {
    openDialog();
    act(() => screen.getByRole('button', { name: 'Antes' }).focus());
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Primeiro' }));
  });

  it('closes on Escape and gives the focus back to the opener', () => {
    const { opener } = openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back to the opener when closed by its own button', () => {
    const { opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
