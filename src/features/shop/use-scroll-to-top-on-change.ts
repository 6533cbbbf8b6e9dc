import { useEffect, useRef } from 'react';

/**
 * Scrolls the window back to the top when `value` changes after the first render (a new page of
 * results), smoothly unless the visitor asked for reduced motion.
 */
export function useScrollToTopOnChange(value: unknown) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [value]);
}
