// Watches a folder and its subfolders, one watcher per folder. Node 20's `fs.watch(dir,
// { recursive: true })` on Linux watches each file by itself and loses a file that is replaced
// by a rename (what editors, `sed -i` and atomic writers do): later changes to it went unseen.
// A folder's watcher sees every entry of it whatever happens to the files, so that is what this
// uses; a new subfolder gets its watcher on the event that shows it.
import { readdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export type TreeWatcher = { close: () => void };

/** Calls `onChange` with the path (relative to `root`, '/'-separated) of every changed entry. */
export function watchTree(
  root: string,
  onChange: (file: string) => void,
  onError: (error: unknown) => void = (error) => console.error(error),
): TreeWatcher {
  const watchers = new Map<string, FSWatcher>();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        const file = name ? path.join(dir, name.toString()) : dir;
        // A new subfolder (or one renamed in) is watched from now on.
        scan(file);
        onChange(relative(file));
      });
    } catch (error) {
      onError(error);
      return;
    }
    // A removed folder ends its watcher with an error: forgotten, not fatal.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
  };

  /** Watches `dir` and every folder under it (nothing when it is a file or gone). */
  const scan = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    add(dir);
    for (const entry of entries) if (entry.isDirectory()) scan(path.join(dir, entry.name));
  };

  scan(root);
  if (!watchers.has(root)) onError(new Error(`${root} cannot be watched (is it a folder?)`));
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
