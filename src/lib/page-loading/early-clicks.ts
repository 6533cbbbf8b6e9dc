// Taps that land before the app has hydrated are kept, not lost (docs/decisions/009). A tiny
// inline script in every page's <head> (written by the build, allowed by its hash in the pages'
// Content-Security-Policy) catches clicks on buttons and checkboxes inside #root until the entry
// has hydrated the page, then hands them back: entry-client calls replayEarlyClicks(), which
// clicks each kept element again, now with React listening.
// Taps repeated on the same element, one after the other, are kept once: a visitor who taps
// 'Adicionar ao Carrinho' again because nothing seemed to happen wants it once, not three times.
// A tap inside a part that hydrates later (<HydrateWhen>, src/components/hydrate-when/) waits for
// that part to listen: when the frame of the page has hydrated, the page itself may not have, and
// React would drop a click it cannot hydrate its way to. The part takes its taps back
// (replayEarlyClicksWithin) once its own listener, which opens it and keeps the tap until it has
// hydrated, is in place.

/** The global the inline script defines: the kept elements, and how to stop keeping more. */
const EARLY_CLICKS_GLOBAL = '__earlyClicks';

/** A kept element, as far as this file needs it (it is also type-checked without the DOM library). */
type Tapped = { readonly isConnected: boolean; click(): void };
type EarlyClicks = { kept: Tapped[]; stop: () => void };

/** The inline script, as written into the page. Plain ES5: it runs before any module. */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[],d=document;' +
  'function h(e){var t=e.target,b=t&&t.closest&&t.closest(' +
  "'button,input[type=checkbox],input[type=radio],input[type=submit]');" +
  "if(!b||!b.closest('#root'))return;e.preventDefault();e.stopImmediatePropagation();if(q[q.length-1]!==b)q.push(b)}" +
  "d.addEventListener('click',h,true);" +
  `window.${EARLY_CLICKS_GLOBAL}={kept:q,stop:function(){d.removeEventListener('click',h,true)}}})()`;

function earlyClicks(): EarlyClicks | undefined {
  return (globalThis as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
}

/** Stops keeping clicks; clicks again, in order, the kept ones that `take` accepts; keeps the rest. */
function replay(take: (target: Tapped) => boolean): void {
  const clicks = earlyClicks();
  if (!clicks) return;
  clicks.stop();
  const taken: Tapped[] = [];
  const left: Tapped[] = [];
  for (const target of clicks.kept) (take(target) ? taken : left).push(target);
  clicks.kept.splice(0, clicks.kept.length, ...left);
  for (const target of taken) if (target.isConnected) target.click();
}

/** Whether the visitor has tapped something that waits for the app (kept by the inline script). */
export function hasEarlyClicks(): boolean {
  return (earlyClicks()?.kept.length ?? 0) > 0;
}

/**
 * Stops keeping clicks and replays the kept ones, but for those inside a part that has not
 * hydrated yet (`waiting`): each of those parts takes its own with replayEarlyClicksWithin. Call
 * once, after hydration has committed.
 */
export function replayEarlyClicks(waiting: (target: Tapped) => boolean = () => false): void {
  replay((target) => !waiting(target));
}

/** Stops keeping clicks and replays the kept ones inside a part (`inPart`), now listening for them. */
export function replayEarlyClicksWithin(inPart: (target: Tapped) => boolean): void {
  replay(inPart);
}
