// A page shows its skeleton only while its data is on the way (a navigation inside the app): a
// prerendered page has its data and never shows one at its first paint. So the skeletons' code is
// not part of any page's first load: each page loads its skeleton the first time it needs it, and
// until then (the moment it takes) a status region with the same words stands in for it, so a
// screen reader announces the loading either way.
//
// The skeletons' rules are in the whole stylesheet only (no prerendered page has a skeleton in its
// markup, so no page's own CSS has them), and a list opened on a search can need its skeleton
// before that sheet is in: a skeleton drawn unstyled would grow when the sheet came and push the
// cards below it (a layout shift). So a skeleton waits for the sheet as well as for its code.
import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { markListWaiting } from '#src/lib/page-loading/list-waiting.ts';
import { wholeStylesheet } from '#src/lib/page-loading/whole-stylesheet.ts';

/**
 * A skeleton component loaded on first use.
 * @param label what screen readers hear meanwhile: the skeleton's own label
 * @param load the skeleton component, from a dynamic import
 */
export function lazySkeleton<Props extends object>(
  label: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(async () => {
    const [component] = await Promise.all([load(), wholeStylesheet()]);
    return { default: component };
  });
  const fallback = (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
  // The area is at least a screen high (.skeleton-area): what follows the list and the footer stay
  // below the screen while the page waits, instead of coming up and going down again as the
  // skeleton's code and then the data arrive (layout shifts); and they are not painted meanwhile
  // (src/lib/page-loading/list-waiting.ts), so a list shorter than a screen does not pull them up
  // into view. A layout effect: the class is there at the area's first paint, and gone at the
  // list's.
  function LazySkeleton(props: Props) {
    useLayoutEffect(() => markListWaiting(document), []);
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
