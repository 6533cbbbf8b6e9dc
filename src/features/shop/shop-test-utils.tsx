// Helpers for the shop's component tests (their data and rendering: src/test/factories.ts and
// src/test/render.tsx).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { renderRoutes } from '#src/test/render.tsx';

/**
 * The browser pieces the shop pages touch, for a test file: a stubbed window.scrollTo and an
 * empty local storage before each test; cleanup and real timers after it.
 */
export function setUpShopPageTests() {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true, configurable: true });
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The path and query the router is at. */
export const currentUrl = (router: ReturnType<typeof renderRoutes>['router']) =>
  router.history.location.pathname + router.history.location.search;
