// The JavaScript of a prerendered page comes after what paints it (docs/decisions/009): the HTML,
// the stylesheet and the LCP picture are all the browser fetches before the first paint. The page
// lists its scripts in <script id="app-scripts"> instead of <script src> and modulepreload tags;
// the inline loader (src/lib/page-loading/app-loader.ts) adds those tags, at low priority, once the page has
// painted. Nothing else is preloaded: the parts that hydrate later, and the widgets loaded after
// the load event, fetch their own chunks when they are needed. app.html (no prerendered content)
// keeps the template's <script src>, marked low priority like everything else.

/** The template's entry script and Vite's modulepreloads of it, marked low priority. */
export function withLowPriorityEntry(template: string): string {
  return template
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;

/**
 * The template without its entry <script src> (a prerendered page's loader adds it after the
 * first paint). The template must have exactly one, and it must be the entry's.
 */
export function withoutEntryScript(template: string, entry: string): string {
  const found = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (found.length !== 1 || found[0] !== entry) {
    throw new Error(
      `dist/index.html should have one module script, the entry ${entry}; it has: ${found.join(', ') || 'none'}`,
    );
  }
  return template.replace(ENTRY_SCRIPT, '');
}

/**
 * The modules a page preloads: the entry's imports (the vendor chunk first; the entry itself is
 * loaded as the script), then the page's own chunks, each once. Vite writes no preloads itself
 * (build.modulePreload is off), so without these the browser would find the vendor chunk only
 * once the entry had arrived.
 * @param entryChunks the entry's chunk first, then every chunk it imports (chunksOf('index.html'))
 */
export function modulePreloads(entryChunks: readonly string[], pageChunks: readonly string[]): string[] {
  const entry = new Set(entryChunks);
  const chunks = [...entryChunks.slice(1), ...pageChunks.filter((chunk) => !entry.has(chunk))];
  return chunks.filter((chunk, index) => chunks.indexOf(chunk) === index);
}
