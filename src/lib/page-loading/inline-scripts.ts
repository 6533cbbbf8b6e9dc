// The inline scripts the build writes into every page's <head>, in this order, each allowed by its
// hash in the pages' Content-Security-Policy (scripts/hosting/vite-csp-plugin.ts). No imports of
// the browser's types: vite.config.ts reads this list.
import { APP_LOADER_SCRIPT } from './app-loader.ts';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.ts';
import { HEADING_FONT_SCRIPT } from './heading-font.ts';

export const PAGE_INLINE_SCRIPTS: readonly string[] = [
  // Names the headings' font before the first paint when the browser has it (heading-font.ts).
  HEADING_FONT_SCRIPT,
  // Keeps a tap made before hydration and replays it after (early-clicks.ts).
  EARLY_CLICKS_SCRIPT,
  // Adds a prerendered page's scripts after its first paint (app-loader.ts).
  APP_LOADER_SCRIPT,
];
