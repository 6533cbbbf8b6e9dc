// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const slides: CarouselSlide[] = [
  { id: 'a', content: <p>Primeiro</p> },
  { id: 'b', content: <p>Segundo</p> },
  { id: 'c', content: <p>Terceiro</p> },
];

/** The number (1-based) of the slide that is shown. */
function activeSlide(): number {
  const groups = screen.getAllByRole('group', { hidden: true });
  const index = groups.findIndex((group) => group.getAttribute('aria-hidden') === 'false');
  return index + 1;
}

function mockReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  it('is a labelled carousel region whose slides are labelled "n de N"', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(activeSlide()).toBe(1);
    expect(groups[1]?.hasAttribute('inert')).toBe(true);
  });

  it('advances every interval (5 s by default) and wraps around', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    advance(4999);
    expect(activeSlide()).toBe(1);
    advance(1);
    expect(activeSlide()).toBe(2);
    advance(5000);
    expect(activeSlide()).toBe(3);
    advance(5000);
    expect(activeSlide()).toBe(1);
  });

  it('uses the given interval', () => {
    render(<Carousel slides={slides} label="Destaques" interval={5400} />);
    advance(5000);
    expect(activeSlide()).toBe(1);
    advance(400);
    expect(activeSlide()).toBe(2);
  });

  it('keeps the live region quiet while rotating and polite when stopped', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    const live = screen.getAllByRole('group', { hidden: true })[0]?.parentElement;
    expect(live?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('moves with the arrows and the dots, wrapping at both ends', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(activeSlide()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Slide seguinte' }));
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 2' }));
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Ir para o slide 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ir para o slide 1' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('gives a slide chosen by hand its full time', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 3' }));
    advance(4000);
    expect(activeSlide()).toBe(3);
    advance(1000);
    expect(activeSlide()).toBe(1);
  });

  it('stops with the pause control and resumes with the play control', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    advance(20000);
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retomar apresentação' }));
    expect(screen.getByRole('button', { name: 'Pausar apresentação' })).toBeTruthy();
    advance(5000);
    expect(activeSlide()).toBe(2);
  });

  it('pauses while the pointer is over it', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    const region = screen.getByRole('region', { name: 'Destaques' });
    fireEvent.mouseEnter(region);
    advance(10000);
    expect(activeSlide()).toBe(1);
    fireEvent.mouseLeave(region);
    advance(5000);
    expect(activeSlide()).toBe(2);
  });

  it('pauses while keyboard focus is inside', () => {
    render(<Carousel slides={slides} label="Destaques" />);
    const next = screen.getByRole('button', { name: 'Slide seguinte' });
    act(() => next.focus());
    advance(10000);
    expect(activeSlide()).toBe(1);
    act(() => next.blur());
    advance(5000);
    expect(activeSlide()).toBe(2);
  });

  it('does not rotate when the visitor prefers reduced motion, unless asked to', () => {
    mockReducedMotion(true);
    render(<Carousel slides={slides} label="Destaques" />);
    advance(20000);
    expect(activeSlide()).toBe(1);
    expect(screen.getAllByRole('group', { hidden: true })[0]?.parentElement?.getAttribute('aria-live')).toBe(
      'polite',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retomar apresentação' }));
    advance(5000);
    expect(activeSlide()).toBe(2);
  });

  it('stops when the reduced-motion setting is turned on', () => {
    const media = mockReducedMotion(false);
    render(<Carousel slides={slides} label="Destaques" />);
    advance(5000);
    expect(activeSlide()).toBe(2);
    act(() => media.change(true));
    advance(20000);
    expect(activeSlide()).toBe(2);
  });

  it('shows no controls for a single slide', () => {
    render(<Carousel slides={slides.slice(0, 1)} label="Destaques" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
