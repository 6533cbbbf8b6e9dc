// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressEscapeIn } from '#src/test/dialog.ts';
import { SuccessModal } from './success-modal.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ autoCloseMs }: { autoCloseMs?: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <SuccessModal
          title="Mensagem Enviada!"
          message="Responderemos em breve."
          onClose={() => setOpen(false)}
          {...(autoCloseMs === undefined ? {} : { autoCloseMs })}
        />
      )}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('SuccessModal', () => {
  it('is a modal dialog named by its title and described by its message', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Mensagem Enviada!' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Responderemos em breve.');
  });

  it('moves focus to its button, and gives it back when closed', () => {
    render(<Harness />);
    const opener = open();
    const close = screen.getByRole('button', { name: 'Fechar' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape and locks the page scroll while open', () => {
    render(<Harness />);
    open();
    expect(document.body.style.overflow).toBe('hidden');
    pressEscapeIn(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes by itself after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(<Harness />);
    open();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open without an auto-close time', () => {
    vi.useFakeTimers();
    render(<Harness autoCloseMs={null} />);
    open();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });
});
