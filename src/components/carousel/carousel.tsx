// An auto-rotating carousel following the WAI-ARIA Authoring Practices carousel pattern:
// a rotation control first, previous/next buttons, one button per slide, rotation that stops
// while the pointer or keyboard focus is inside, and no rotation at all for visitors who asked
// their system for reduced motion (they can still start it with the rotation control).
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode, type TouchEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '#src/components/icons/icons-core.tsx';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';
import './carousel.css';

export const DEFAULT_CAROUSEL_INTERVAL = 5000;
/** Horizontal finger travel, in px, that counts as a swipe to the neighbouring slide. */
const SWIPE_DISTANCE = 40;

export type CarouselSlide = {
  /** Stable key of the slide. */
  id: string;
  content: ReactNode;
};

type CarouselProps = {
  slides: readonly CarouselSlide[];
  /** The accessible name of the carousel, e.g. 'Destaques'. */
  label: string;
  /** Milliseconds each slide stays before the next one; 5 s by default. */
  interval?: number;
  className?: string;
};

/** The user's choice through the rotation control; 'auto' follows the reduced-motion setting. */
type RotationChoice = 'auto' | 'playing' | 'paused';

export function Carousel({ slides, label, interval = DEFAULT_CAROUSEL_INTERVAL, className }: CarouselProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<RotationChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const touchStartX = useRef<number | null>(null);
  const slidesId = useId();

  const rotationOn = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = rotationOn && !hovered && !focusedWithin && count > 1;
  const active = count === 0 ? 0 : Math.min(current, count - 1);

  // A new timer for every slide shown, so a slide chosen by hand also gets its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, active, interval, count]);

  const goTo = (index: number) => setCurrent(((index % count) + count) % count);
  const previous = () => goTo(active - 1);
  const next = () => goTo(active + 1);

  const toggleRotation = () => {
    if (rotationOn) {
      setChoice('paused');
    } else {
      // An explicit request to play wins over the pause caused by the pointer or focus being here.
      setChoice('playing');
      setHovered(false);
      setFocusedWithin(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
    if (end < start) next();
    else previous();
  };

  if (count === 0) return null;

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={onBlur}
    >
      {/* First in the tab order (APG), shown over the bottom of the slides. */}
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button carousel__control carousel__rotation"
            aria-label={rotationOn ? 'Pausar apresentação' : 'Retomar apresentação'}
            onClick={toggleRotation}
          >
            {rotationOn ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </button>
          <button
            type="button"
            className="icon-button carousel__control carousel__arrow"
            aria-label="Slide anterior"
            aria-controls={slidesId}
            onClick={previous}
          >
            <ChevronLeftIcon size={22} strokeWidth={2.5} />
          </button>
          <ul className="carousel__dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-label={`Ir para o slide ${index + 1}`}
                  aria-current={index === active ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="icon-button carousel__control carousel__arrow"
            aria-label="Slide seguinte"
            aria-controls={slidesId}
            onClick={next}
          >
            <ChevronRightIcon size={22} strokeWidth={2.5} />
          </button>
        </div>
      )}
      <div
        className="carousel__slides"
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, index) => {
          const isActive = index === active;
          return (
            <div
              key={slide.id}
              className={isActive ? 'carousel__slide carousel__slide--active' : 'carousel__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${count}`}
              aria-hidden={!isActive}
              inert={!isActive}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
    </section>
  );
}
