// What a form hands the dashboard when it returns after a save (the router's location state):
// the item saved, its version and how, so that the dashboard says so and shows that item once
// its list holds the saved version (the copy is applied a moment after the save).
import type { SavedAction } from '#src/lib/in-app-admin/admin-dashboard.ts';
import { itemVersion } from '#src/lib/in-app-admin/item-version.ts';

export type SavedItem = { savedItem: { id: number; version: string; action: SavedAction } };

export const savedItemState = (item: { id: number }, action: SavedAction): SavedItem => ({
  savedItem: { id: item.id, version: itemVersion(item), action },
});

/** The saved item in a location's state, if the state is one (anything may be in history). */
export function readSavedItem(state: unknown): SavedItem['savedItem'] | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const saved = (state as Partial<SavedItem>).savedItem;
  if (saved === null || typeof saved !== 'object') return undefined;
  const { id, version, action } = saved;
  const valid =
    typeof id === 'number' && typeof version === 'string' && (action === 'created' || action === 'updated');
  return valid ? { id, version, action } : undefined;
}
