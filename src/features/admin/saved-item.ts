// What a form hands the dashboard when it returns after a save (the router's location state):
// the item saved and how, so that the dashboard says so and shows that item.
import type { SavedAction } from '#src/lib/admin-dashboard.ts';

export type SavedItem = { savedItem: { id: number; action: SavedAction } };

export const savedItemState = (id: number, action: SavedAction): SavedItem => ({ savedItem: { id, action } });

/** The saved item in a location's state, if the state is one (anything may be in history). */
export function readSavedItem(state: unknown): SavedItem['savedItem'] | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const saved = (state as Partial<SavedItem>).savedItem;
  if (saved === null || typeof saved !== 'object') return undefined;
  const { id, action } = saved;
  return typeof id === 'number' && (action === 'created' || action === 'updated')
    ? { id, action }
    : undefined;
}
