// The jsdom test files' setup, run before each file (vite.config.ts).
import { vi } from 'vitest';
// Testing Library's matchers for the DOM (toBeVisible, toHaveTextContent, toBeDisabled,
// toHaveAccessibleName...), with their types for `expect`.
import '@testing-library/jest-dom/vitest';

// The `dom` files share one jsdom per worker: whatever the previous file left in the page is
// cleared here, so each file starts as on a fresh page. (Module state is shared too: a file that
// replaces a module runs isolated, in the `dom-isolated` group.)
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
window.localStorage.clear();
window.sessionStorage.clear();
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, '', '/');

// jsdom has the <dialog> element but not its methods (src/components/modal/ opens every modal
// dialog with showModal()). A stand-in that only opens and closes it: no top layer, no inert page
// behind, no focus moved, no `cancel` on Escape. The tests fire `cancel` themselves, and the
// browser tests (tests/e2e/) see the real thing. `close` is fired at once, where the browser
// fires it a moment later.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
