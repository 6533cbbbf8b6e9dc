// Going from one entry's editor straight to another's by changing the address (a bookmark, the
// back and forward buttons) leaves Decap's editor holding the first entry: the second entry's form
// shows the first one's data, and 'Publicar' then fails with 'Maximum update depth exceeded'
// (Decap's open issue 4147). The page is loaded afresh instead whenever the address moves from
// one entry to another, so every editor starts from its own entry (docs/decisions/016-cms-save-gate.md).

/** The entry an editor address (the hash) opens, e.g. 'products/entries/gel-x' or 'blog/new'. */
export function editedEntry(hash: string): string | undefined {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const match = /^\/collections\/([^/]+)\/(new|entries\/.+)$/.exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * Whether moving from the address `from` to `to` goes from one entry's editor to another's, which
 * Decap cannot do in place. Decap's own moves are left alone: after creating an entry it opens the
 * saved entry (new → entries/<slug> of the same collection), and a duplicate
 * (new?duplicate=true) is a copy it holds in memory.
 */
export function needsFreshEditor(from: string, to: string): boolean {
  const before = editedEntry(from);
  const after = editedEntry(to);
  if (before === undefined || after === undefined || before === after) return false;
  if (/[?&]duplicate=true\b/.test(to)) return false;
  const [collection] = before.split('/');
  return !(before === `${collection}/new` && after.startsWith(`${collection}/entries/`));
}

/** Reloads the page when the address moves from one entry's editor to another's. */
export function reloadOnEntrySwitch(target: Window): void {
  let current = target.location.hash;
  target.addEventListener('hashchange', () => {
    // After Decap's own handling of the change: when it asks about unsaved changes and the owner
    // stays, it puts the address back, and nothing is reloaded.
    target.setTimeout(() => {
      const now = target.location.hash;
      if (now === current) return;
      const from = current;
      current = now;
      if (needsFreshEditor(from, now)) target.location.reload();
    }, 0);
  });
}
