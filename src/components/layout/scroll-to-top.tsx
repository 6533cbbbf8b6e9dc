import { useEffect, useRef } from 'react';
import { useLocation } from '#src/components/router/router.tsx';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls smoothly to the top whenever the route (path) changes (docs/product.md §2.1), but not on
 * the first render: a reload keeps the browser's position. Query changes do not scroll: typing a
 * search or filtering must not move the page; the listings scroll on a page change themselves.
 */
export function ScrollToTop() {
  const { pathname: url } = useLocation();
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
