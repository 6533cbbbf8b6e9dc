import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `sentinel`, an element at the very top of the page whose height is the threshold, has
 * left the viewport: the page is scrolled past the threshold. False on the server and at
 * hydration, so the prerendered HTML and the first browser render agree; without
 * IntersectionObserver it stays false.
 *
 * An observer rather than a scroll listener reading `scrollY`: the sentinel's place does not
 * depend on anything the answer changes, so the answer cannot flip back and forth.
 */
export function useScrolledPast(sentinel: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setScrolled(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel]);

  return scrolled;
}
