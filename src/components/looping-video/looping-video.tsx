// A short, silent, looping background video (home and testimonials, docs/product.md §2). It is
// decoration: hidden from assistive technology, with a visible pause button (WCAG 2.2.2), and
// it stays still for visitors who prefer reduced motion. A blocked autoplay is only logged
// (docs/product.md §8); the poster then stays in place.
// The video's bytes (hundreds of KB) stay off the page's first load: the HTML has no autoplay and
// preload="none"; playing starts once the page's load event has passed and the video comes near
// the viewport. The poster is a lazy picture under the video (which, without a poster attribute
// and before its first frame, is transparent), not the `poster` attribute: the browser fetches a
// poster at high priority as soon as it reads the HTML, beside the stylesheet and the page's
// largest picture (docs/decisions/030). And it is asked for only once the page's largest picture
// has loaded (Picture's `later`): a phone's browser fetches lazy pictures within a screen
// or two of the viewport at once, and its 18 KB would share the link with the largest paint
// (docs/decisions/035). The video reserves the box meanwhile (its width and height).
import { Picture } from '#src/components/picture/picture.tsx';
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '#src/components/icons/icons-core.tsx';
import { usePrefersReducedMotion } from '#src/components/carousel/use-prefers-reduced-motion.ts';
import { afterLoadWhenIdle } from '#src/lib/idle.ts';
import './looping-video.css';

type LoopingVideoProps = {
  src: string;
  poster: string;
  /** Intrinsic size, so the space is reserved before the video loads. */
  width: number;
  height: number;
  /** How wide the video is shown, per layout (for the poster's variants). */
  sizes: string;
  className?: string;
};

export function LoopingVideo({ src, poster, width, height, sizes, className }: LoopingVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // 'auto' until the video reports playing or pausing: it plays unless the visitor prefers
  // reduced motion (pausing a video whose autoplay has not started fires no pause event).
  const [state, setState] = useState<'auto' | 'playing' | 'paused'>('auto');
  const playing = state === 'auto' ? !reducedMotion : state === 'playing';

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers allow autoplay just for muted videos.
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      return;
    }
    let observer: IntersectionObserver | undefined;
    const play = () => {
      observer?.disconnect();
      const started = video.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => {
        // Interrupted by pause(): the reduced-motion preference, known only just after hydration,
        // stopped it. Not a blocked autoplay.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('Autoplay of the video was blocked', error);
        setState('paused');
      });
    };
    const cancelWait = afterLoadWhenIdle(() => {
      if (typeof IntersectionObserver !== 'function') return play();
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && play(), {
        rootMargin: '200px 0px',
      });
      observer.observe(video);
    });
    return () => {
      cancelWait();
      observer?.disconnect();
    };
  }, [reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      const started = video.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => console.warn('The video could not be played', error));
    } else {
      video.pause();
    }
  };

  return (
    <div className={className ? `looping-video ${className}` : 'looping-video'}>
      <Picture
        className="looping-video__poster"
        src={poster}
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        later="after-largest-paint"
      />
      <video
        ref={videoRef}
        className="looping-video__video"
        src={src}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setState('playing')}
        onPause={() => setState('paused')}
      />
      <button
        type="button"
        className="icon-button looping-video__toggle"
        aria-label={playing ? 'Pausar vídeo' : 'Reproduzir vídeo'}
        onClick={toggle}
      >
        {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
      </button>
    </div>
  );
}
