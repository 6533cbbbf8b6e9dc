import { useMediaQuery } from '#src/components/media-query/use-media-query.ts';

/** Whether the visitor asked the system for less motion; follows changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
