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
