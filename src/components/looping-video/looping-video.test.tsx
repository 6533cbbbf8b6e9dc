// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { LoopingVideo } from './looping-video.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const video = (
  <LoopingVideo
    src="/media/intro.mp4"
    poster="/media/intro-poster.webp"
    width={640}
    height={360}
    sizes="100vw"
  />
);
const renderVideo = () => render(video);

describe('LoopingVideo', () => {
  it("holds its poster back in the server's HTML (for the page's loader): the video keeps the box", async () => {
    await checkServerHtmlThenHydrated(
      video,
      (container) => {
        expect(container.querySelector('video')?.getAttribute('width')).toBe('640');
        expect(container.querySelector('video')?.getAttribute('height')).toBe('360');
        const poster = container.querySelector('img.looping-video__poster');
        expect(poster?.hasAttribute('src')).toBe(false);
        expect(poster?.getAttribute('data-src')).toBe('/media/intro-poster.webp');
        // A browser's parser mutes a video that has the attribute; jsdom's does not.
        const parsed = container.querySelector('video');
        if (parsed) parsed.muted = parsed.hasAttribute('muted');
      },
      (container) => {
        expect(container.querySelector('img.looping-video__poster')?.getAttribute('src')).toBe(
          '/media/intro-poster.webp',
        );
      },
    );
  });

  it('is a muted, looping, inline video that starts itself after the load, once it comes into view', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    renderVideo();
    const video = document.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    // No autoplay, no preload and no poster attribute: the browser fetches nothing of the video
    // on its own, and the poster is a lazy picture under it.
    expect(video?.autoplay).toBe(false);
    expect(video?.hasAttribute('poster')).toBe(false);
    const poster = document.querySelector('img.looping-video__poster');
    expect(poster?.getAttribute('src')).toBe('/media/intro-poster.webp');
    expect(poster?.getAttribute('loading')).toBe('lazy');
    expect(poster?.getAttribute('alt')).toBe('');
    expect(poster?.compareDocumentPosition(video as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('none');
    await waitFor(() => expect(observe).toHaveBeenCalledWith(video));
    expect(play).not.toHaveBeenCalled();
    act(() => report?.([{ isIntersecting: false }]));
    expect(play).not.toHaveBeenCalled();
    act(() => report?.([{ isIntersecting: true }]));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('only logs a blocked autoplay, and offers to play it', async () => {
    const blocked = new DOMException('play() failed', 'NotAllowedError');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(blocked);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderVideo();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Autoplay of the video was blocked', blocked));
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo' })).toBeTruthy();
  });

  it('has a pause button', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    renderVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar vídeo' }));
    expect(pause).toHaveBeenCalled();
  });

  it('stays still when the visitor prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    renderVideo();
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(play).not.toHaveBeenCalled();
  });
});
