// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pressEscapeIn } from '#src/test/dialog.ts';
import { ImageGallery, type GalleryImage } from './image-gallery.tsx';

const images: GalleryImage[] = [
  { id: 1, src: '/images/testimonials/testemunho-01.svg', alt: 'Unhas nude' },
  { id: 2, src: '/images/testimonials/testemunho-02.svg', alt: 'Manicure francesa' },
  { id: 3, src: '/images/testimonials/testemunho-03.svg', alt: 'Unhas vermelhas' },
];

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

function openSecond() {
  render(<ImageGallery images={images} viewerLabel="Testemunhos" />);
  const thumbnail = screen.getByRole('button', { name: 'Ampliar imagem: Manicure francesa' });
  act(() => thumbnail.focus());
  fireEvent.click(thumbnail);
  return thumbnail;
}

describe('ImageGallery and ImageViewer', () => {
  it('opens a labelled modal dialog on the chosen image, with focus inside', () => {
    openSecond();
    const dialog = screen.getByRole('dialog', { name: 'Testemunhos' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('img', { name: 'Manicure francesa' })).toBeTruthy();
    expect(dialog.textContent).toContain('2 de 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }));
  });

  it('locks the page scroll while open and restores it on close', () => {
    document.body.style.overflow = 'auto';
    openSecond();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes on Escape and gives focus back to the thumbnail that opened it', () => {
    const thumbnail = openSecond();
    pressEscapeIn(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
    expect(document.body.style.overflow).toBe('');
  });

  it('returns focus to the opener even when the click did not focus it', () => {
    render(<ImageGallery images={images} viewerLabel="Testemunhos" />);
    const thumbnail = screen.getByRole('button', { name: 'Ampliar imagem: Unhas vermelhas' });
    fireEvent.click(thumbnail);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(document.activeElement).toBe(thumbnail);
  });

  it('closes on a click on the backdrop but not on its buttons', () => {
    openSecond();
    fireEvent.click(screen.getByRole('button', { name: 'Imagem seguinte' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between the images with the buttons and the arrow keys, wrapping around', () => {
    openSecond();
    fireEvent.click(screen.getByRole('button', { name: 'Imagem seguinte' }));
    expect(screen.getByRole('img', { name: 'Unhas vermelhas' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Unhas nude' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imagem anterior' }));
    expect(screen.getByRole('img', { name: 'Unhas vermelhas' })).toBeTruthy();
  });
});
