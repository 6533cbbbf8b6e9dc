// The version of a published item: a short fingerprint of what its content/ file holds, so that
// an export of the in-app admin can say which version of each item it was made from and
// `npm run content:import` can tell, item by item, what changed in content/ since
// (docs/decisions/018-import-merges-by-item-version.md). The browser computes it from the
// published JSON, the import from the files compiled by the content build: both see the same
// fields, so an item nobody touched has the same version on both sides.
import { fingerprint } from '../fingerprint.ts';

/** The version of each item by id (JSON object keys are strings). */
export type ItemVersions = Readonly<Record<string, string>>;

/**
 * The item's fields in a fixed order, without what the build derives (the slug from the name or
 * title, the `*Html` beside each text) and without unset optional fields.
 */
function canonical(item: object): Record<string, unknown> {
  const entries = Object.entries(item)
    .filter(([key, value]) => key !== 'slug' && !key.endsWith('Html') && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** The version of one item (8 hex digits). */
export function itemVersion(item: object): string {
  return fingerprint(canonical(item));
}

/** The version of every item of a list, by id. */
export function itemVersions(items: readonly (object & { id: number })[]): ItemVersions {
  return Object.fromEntries(items.map((item) => [String(item.id), itemVersion(item)]));
}

/** A stored or imported value as versions by id, or undefined when it is not one. */
export function asItemVersions(value: unknown): ItemVersions | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([key, version]) => /^\d+$/.test(key) && typeof version === 'string' && /^[0-9a-f]{8}$/.test(version),
  );
  return valid ? (value as ItemVersions) : undefined;
}
