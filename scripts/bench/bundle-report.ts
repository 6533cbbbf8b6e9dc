// What the first-load chunks of a page are made of, from the build's record of each chunk's modules
// (dist/.vite/chunk-modules.json, written by scripts/hosting/chunk-modules-plugin.ts): for each
// chunk, its gzip size and its largest modules, each with its estimated share of that size.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../hosting/chunk-modules-plugin.ts';
import { kb } from './report.ts';

/** How many modules a chunk's line names before it sums up the rest. */
const MODULES_NAMED = 8;

export async function readChunkModules(dist: string): Promise<Map<string, ChunkModules>> {
  const file = path.join(dist, CHUNK_MODULES_FILE);
  const chunks = JSON.parse(await readFile(file, 'utf8')) as ChunkModules[];
  return new Map(chunks.map((chunk) => [path.basename(chunk.file), chunk]));
}

/**
 * One chunk's line: its name and gzip size, then its largest modules with their share of that size
 * (a module's gzip size on its own, scaled so that the modules add up to the chunk: compressing a
 * module alone costs more than within its chunk). Code of a package counts as one module.
 */
export function describeChunk(file: string, gzipBytes: number, chunk: ChunkModules | undefined): string {
  if (!chunk || chunk.modules.length === 0) return `${file} ${kb(gzipBytes)}`;
  const byId = new Map<string, number>();
  for (const module of chunk.modules) byId.set(module.id, (byId.get(module.id) ?? 0) + module.gzip);
  const total = [...byId.values()].reduce((sum, bytes) => sum + bytes, 0);
  const shares = [...byId]
    .map(([id, bytes]) => ({ id, bytes: total > 0 ? (bytes / total) * gzipBytes : 0 }))
    .sort((a, b) => b.bytes - a.bytes);
  const named = shares.slice(0, MODULES_NAMED).map(({ id, bytes }) => `${id} ${kb(bytes)}`);
  const rest = shares.slice(MODULES_NAMED);
  if (rest.length > 0)
    named.push(`${rest.length} more ${kb(rest.reduce((sum, { bytes }) => sum + bytes, 0))}`);
  return `${file} ${kb(gzipBytes)}: ${named.join(', ')}`;
}
