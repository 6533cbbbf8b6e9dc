// The JSON the prerender writes into a page's <script type="application/json"> elements (its
// data, its list of scripts, its URL), read by the browser's code.

/** The element's JSON, or undefined when the page has no such element or it cannot be read. */
export function readJsonScript<T>(id: string, doc: Document = document): T | undefined {
  const element = doc.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
