import { fingerprint } from './fingerprint.ts';

/**
 * Slug derivation (docs/product.md §3): lowercase, strip accents, remove characters other than
 * letters, digits, spaces and hyphens, turn spaces into hyphens, collapse repeated hyphens.
 *
 * "Letters" means a-z once accents are stripped, so every slug is URL-safe and matches the
 * schema's slug pattern; letters with no ASCII base (ß, ø, æ, ...) are dropped. Leading and
 * trailing hyphens are trimmed as well, so 'Cat Eye -' does not become 'cat-eye-'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The name of an item's content/ file, without `.md`: its slug, or, when the title gives none
 * (no letter a-z or digit: '★★★', '日本語'), `<word>-<8 hex digits>`, the digits a fingerprint of
 * the trimmed title. So every item gets a visible, usable name, the same for the same title.
 */
export function fileSlug(title: string, word: string): string {
  return slugify(title) || `${word}-${fingerprint(title.trim())}`;
}
