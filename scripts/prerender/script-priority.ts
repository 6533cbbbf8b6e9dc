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

/** <link rel="modulepreload"> tags, low priority, for the page's own chunks (not the entry's). */
export function pageModulePreloads(chunks: readonly string[], entryChunks: ReadonlySet<string>): string[] {
  return chunks
    .filter((chunk, index) => !entryChunks.has(chunk) && chunks.indexOf(chunk) === index)
    .map((chunk) => `<link rel="modulepreload" fetchpriority="low" href="${chunk}">`);
}
