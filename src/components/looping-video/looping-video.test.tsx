// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoopingVideo } from './looping-video.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderVideo = () =>
  render(<LoopingVideo src="/media/intro.mp4" poster="/media/intro-poster.webp" width={640} height={360} />);

describe('LoopingVideo', () => {
  it('is a muted, looping, inline autoplay video that starts itself', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderVideo();
    const video = document.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(play).toHaveBeenCalled();
  });

  it('only logs a blocked autoplay, and offers to play it', async () => {
    const blocked = new DOMException('play() failed', 'NotAllowedError');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(blocked);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderVideo();
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith('Autoplay of the video was blocked', blocked);
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

  it('stays still when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo' })).toBeTruthy();
  });
});
