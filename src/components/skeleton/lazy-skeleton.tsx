// A page shows its skeleton only while its data is on the way (a navigation inside the app): a
// prerendered page has its data and never shows one at its first paint. So the skeletons' code is
// not part of any page's first load: each page loads its skeleton the first time it needs it, and
// until then (the moment it takes) a status region with the same words stands in for it, so a
// screen reader announces the loading either way.
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A skeleton component loaded on first use.
 * @param label what screen readers hear meanwhile: the skeleton's own label
 * @param load the skeleton component, from a dynamic import
 */
export function lazySkeleton<Props extends object>(
  label: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  const fallback = (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
  // The area is at least a screen high (.skeleton-area): what follows the list and the footer stay
  // below the screen while the page waits, instead of coming up and going down again as the
  // skeleton's code and then the data arrive (layout shifts).
  function LazySkeleton(props: Props) {
    return (
      <div className="skeleton-area">
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return LazySkeleton;
}
