// Where the CMS may read and write, as its configuration (public/admin/config.yml, made by
// scripts/cms/cms-config.ts) declares it: the folder collections' folders (one extension each),
// the file collections' files, and the media folders (the global one, each collection's, each
// field's). The CMS backend's guard (scripts/dev/cms-backend.ts) refuses every other path.
import path from 'node:path';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../src/lib/schema.ts';
import { safeSteps } from '../io/safe-path.ts';

export type FolderArea = { collection: string; dir: string; extension: string; deletable: boolean };
export type CmsAreas = {
  collections: Set<string>;
  folders: FolderArea[];
  /** The files of the file collections (never created under another name nor deleted by the CMS). */
  files: Map<string, string>;
  media: Set<string>;
};

/** The file types the CMS may write into a media folder: the site's pictures and video. */
export const MEDIA_EXTENSIONS: readonly string[] = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A relative path with safe steps (no `..`, no encoded step...), or undefined. */
function clean(relative: string): string | undefined {
  const trimmed = relative.replace(/\/+$/, '');
  return safeSteps(trimmed) ? trimmed : undefined;
}

/**
 * A media_folder as Decap reads it: from the repository's root when it starts with '/', else
 * from the folder of the entry (`entryDir`). Templates ({{...}}) are not followed: refused.
 */
function mediaDir(value: unknown, entryDir: string): string | undefined {
  const folder = text(value);
  if (folder === undefined || folder.includes('{{')) return undefined;
  return clean(folder.startsWith('/') ? folder.slice(1) : path.posix.join(entryDir, folder));
}

/** The media folders of `fields` and of the fields nested in them (objects, lists, variable types). */
function fieldMedia(fields: unknown, entryDir: string, into: Set<string>) {
  for (const field of nodes(fields)) {
    const dir = mediaDir(field.media_folder, entryDir);
    if (dir) into.add(dir);
    fieldMedia(field.fields, entryDir, into);
    if (isNode(field.field)) fieldMedia([field.field], entryDir, into);
    for (const type of nodes(field.types)) fieldMedia(type.fields, entryDir, into);
  }
}

/** The areas a parsed config.yml declares. */
export function cmsAreas(config: unknown): CmsAreas {
  const areas: CmsAreas = { collections: new Set(), folders: [], files: new Map(), media: new Set() };
  if (!isNode(config)) return areas;
  const global = mediaDir(config.media_folder, '');
  if (global) areas.media.add(global);
  for (const collection of nodes(config.collections)) {
    const name = text(collection.name);
    if (!name) continue;
    areas.collections.add(name);
    const folder = text(collection.folder) !== undefined ? clean(text(collection.folder) ?? '') : undefined;
    if (folder) {
      areas.folders.push({
        collection: name,
        dir: folder,
        extension: text(collection.extension) ?? 'md',
        deletable: collection.delete !== false,
      });
      const dir = mediaDir(collection.media_folder, folder);
      if (dir) areas.media.add(dir);
      fieldMedia(collection.fields, folder, areas.media);
    }
    for (const entry of nodes(collection.files)) {
      const file = clean(text(entry.file) ?? '');
      if (!file) continue;
      areas.files.set(file, name);
      const entryDir = path.posix.dirname(file);
      for (const value of [collection.media_folder, entry.media_folder]) {
        const dir = mediaDir(value, entryDir);
        if (dir) areas.media.add(dir);
      }
      fieldMedia(entry.fields, entryDir, areas.media);
    }
  }
  return areas;
}

/** The folder collection an entry file belongs to: directly in its folder, with its extension. */
export function folderOf(areas: CmsAreas, file: string): FolderArea | undefined {
  if (!safeSteps(file)) return undefined;
  const dir = path.posix.dirname(file);
  return areas.folders.find((area) => area.dir === dir && file.endsWith(`.${area.extension}`));
}

/** An entry file the CMS reads and writes: a file collection's file or a folder collection's entry. */
export function isEntryFile(areas: CmsAreas, file: string): boolean {
  return areas.files.has(file) || folderOf(areas, file) !== undefined;
}

/** A picture or video directly in a media folder. */
export function isMediaFile(areas: CmsAreas, file: string): boolean {
  if (!safeSteps(file) || !areas.media.has(path.posix.dirname(file))) return false;
  const extension = path.posix.extname(file).toLowerCase();
  return MEDIA_EXTENSIONS.includes(extension);
}

/** A file the CMS may delete: an entry of a collection that allows deleting, or a media file. */
export function isDeletable(areas: CmsAreas, file: string): boolean {
  return folderOf(areas, file)?.deletable === true || isMediaFile(areas, file);
}
