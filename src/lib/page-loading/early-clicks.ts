// Taps that land before the app has hydrated are kept, not lost (docs/decisions/009). A tiny
// inline script in every page's <head> (written by the build, allowed by its hash in the pages'
// Content-Security-Policy) catches clicks on buttons and checkboxes inside #root until the entry
// has hydrated the page, then hands them back: entry-client calls replayEarlyClicks(), which
// clicks each kept element again, now with React listening.

/** The global the inline script defines. */
const REPLAY_GLOBAL = '__replayEarlyClicks';

/** The inline script, as written into the page. Plain ES5: it runs before any module. */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[],d=document;' +
  'function h(e){var t=e.target,b=t&&t.closest&&t.closest(' +
  "'button,input[type=checkbox],input[type=radio],input[type=submit]');" +
  "if(!b||!b.closest('#root'))return;e.preventDefault();e.stopImmediatePropagation();q.push(b)}" +
  "d.addEventListener('click',h,true);" +
  `window.${REPLAY_GLOBAL}=function(){d.removeEventListener('click',h,true);` +
  'q.splice(0).forEach(function(b){if(b.isConnected)b.click()})}})()';

/** Stops keeping clicks and replays the kept ones. Call once, after hydration has committed. */
export function replayEarlyClicks(): void {
  const replay = (globalThis as unknown as Record<string, (() => void) | undefined>)[REPLAY_GLOBAL];
  replay?.();
}
