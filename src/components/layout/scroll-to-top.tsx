import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls smoothly to the top whenever the page (path) or its query (search, page) changes
 * (SPEC.md section 2), but not on the first render: a reload keeps the browser's position.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  // The URL already scrolled for; starting with the first one skips the first render, even when
  // StrictMode runs the effect twice.
  const scrolledFor = useRef(url);

  useEffect(() => {
    if (scrolledFor.current === url) return;
    scrolledFor.current = url;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [url]);

  return null;
}
