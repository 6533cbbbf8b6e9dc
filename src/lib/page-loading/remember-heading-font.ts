// The second half of ./heading-font.ts: once a page is up, the headings' font is loaded into the
// browser's cache and a flag says so, for the inline script of the next pages.
import {
  browserStorage,
  parseFlag,
  readStored,
  readStoredRaw,
  STORAGE_KEYS,
  writeStored,
} from '../storage.ts';
import { HEADING_FONT, HEADING_FONT_CLASS } from './heading-font.ts';

/**
 * Loads the heading font into the browser's cache and notes it for the next pages; nothing to do
 * where the page already shows it. A font face loaded but not named by the page changes nothing
 * on it. Call when the browser is idle after the page's load event.
 */
export async function rememberHeadingFont(doc: Document = document): Promise<void> {
  const storage = browserStorage();
  const stored = readStoredRaw(storage, STORAGE_KEYS.headingFont);
  // Read through the site's reader: a damaged value is removed, with a warning naming the key,
  // and this page leaves it at that (the next one loads the font and notes it).
  const remembered = readStored(storage, STORAGE_KEYS.headingFont, parseFlag) === true;
  if (stored !== null && !remembered) return;
  if (remembered && doc.documentElement.classList.contains(HEADING_FONT_CLASS)) return;
  if (!('fonts' in doc)) return;
  try {
    const faces = await doc.fonts.load(HEADING_FONT);
    if (faces.length > 0) writeStored(storage, STORAGE_KEYS.headingFont, true);
  } catch {
    // Not loaded (offline, blocked): the headings keep the fallback, and the next page tries again.
  }
}
