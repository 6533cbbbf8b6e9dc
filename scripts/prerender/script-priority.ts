// The JavaScript of a prerendered page comes after what paints it (docs/decisions/009): the HTML,
// the stylesheet and the LCP picture are fetched at high priority; the entry and the page's chunks
// at low priority (fetchpriority="low"), so that they never compete with those on a slow link.
// Nothing else is preloaded: the parts that hydrate later, and the widgets loaded after the load
// event, fetch their own chunks when they are needed.

/** The template's entry script and Vite's modulepreloads of it, marked low priority. */
export function withLowPriorityEntry(template: string): string {
  return template
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/**
 * <link rel="modulepreload"> tags, low priority: the entry's imports (the vendor chunk first; the
 * entry itself is its <script>), then the page's own chunks. Vite writes none itself
 * (build.modulePreload is off), so without these the browser would find the vendor chunk only
 * once the entry had arrived.
 * @param entryChunks the entry's chunk first, then every chunk it imports (chunksOf('index.html'))
 */
export function modulePreloads(entryChunks: readonly string[], pageChunks: readonly string[]): string[] {
  const entry = new Set(entryChunks);
  const chunks = [...entryChunks.slice(1), ...pageChunks.filter((chunk) => !entry.has(chunk))];
  return chunks
    .filter((chunk, index) => chunks.indexOf(chunk) === index)
    .map((chunk) => `<link rel="modulepreload" fetchpriority="low" href="${chunk}">`);
}
