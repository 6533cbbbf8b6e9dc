// While a list waits for its data, its loading area is at least a screen high
// (src/components/skeleton/lazy-skeleton.tsx), so what follows it on the page and the footer are
// below the screen. When the list comes shorter than a screen (a search that finds one product, or
// none), they would move up into view: a layout shift. So while any loading area is on the page,
// <html> has LIST_WAITING_CLASS, and what follows the area in <main> and the footer are not painted
// (src/styles/global.css); once the list is in, they appear where they belong, which moves nothing.
// A module of its own: the build keeps the class's rules in every page's own CSS
// (scripts/prerender/assemble.ts), since a list opened on a search can wait before the whole
// stylesheet is in.

/** The class on <html> while a list's loading area is on the page. */
export const LIST_WAITING_CLASS = 'list-waiting';

/** A document, as much of it as this needs (the build, which imports the class, has no DOM types). */
type PageDocument = {
  documentElement: { classList: { add(name: string): void; remove(name: string): void } };
};

const waitingIn = new WeakMap<PageDocument, number>();

/**
 * Marks the document as having one more loading area, until the returned function is called.
 * The class stays while any area is left.
 */
export function markListWaiting(doc: PageDocument): () => void {
  waitingIn.set(doc, (waitingIn.get(doc) ?? 0) + 1);
  doc.documentElement.classList.add(LIST_WAITING_CLASS);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (waitingIn.get(doc) ?? 1) - 1;
    waitingIn.set(doc, left);
    if (left === 0) doc.documentElement.classList.remove(LIST_WAITING_CLASS);
  };
}
