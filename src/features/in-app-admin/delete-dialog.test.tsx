// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_FAILED, DeleteDialog } from './delete-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DeleteDialog', () => {
  it('asks about the item by its kind and title', () => {
    render(<DeleteDialog kind="course" title="Nail Art" onConfirm={() => true} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain(
      'Tem a certeza que quer eliminar a formação "Nail Art"?',
    );
    expect(screen.getByText('Esta ação não pode ser desfeita.')).toBeTruthy();
  });

  it('stays busy until the removal is done, then closes', async () => {
    let finish: (removed: boolean) => void = () => {};
    const onClose = vi.fn();
    render(
      <DeleteDialog
        kind="product"
        title="Gel Rosa"
        onConfirm={() => new Promise<boolean>((resolve) => (finish = resolve))}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('button', { name: 'A eliminar...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish(true));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('alerts on failure and stays open to try again', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const onClose = vi.fn();
    render(<DeleteDialog kind="post" title="Cores" onConfirm={() => false} onClose={onClose} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    });
    expect(alert).toHaveBeenCalledWith(DELETE_FAILED);
    expect(DELETE_FAILED).toBe('Erro ao eliminar. Tente novamente.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveProperty('disabled', false);
  });
});
