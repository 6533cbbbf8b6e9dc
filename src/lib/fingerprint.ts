// A short fingerprint of a value, the same in the browser and in Node: the posts' local copy
// records the published list it was made from, and every export the version of each item
// (src/lib/in-app-admin/item-version.ts). A module of its own, free of browser APIs, so that the Node scripts
// can use it.

/**
 * A short fingerprint (FNV-1a, 32 bits, hex) of a value: enough to tell whether a
 * local copy or an exported item was made from the version that is published now.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
