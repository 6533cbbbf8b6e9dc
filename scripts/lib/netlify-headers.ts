// The response headers netlify.toml gives every page (`for = "/*"`), so that the preview server
// and the browser tests run under the same Content-Security-Policy as the production host.
import { readFileSync } from 'node:fs';

/** Parses the `[[headers]]` block for "/*" of a netlify.toml text: name → value. */
export function parseNetlifyHeaders(toml: string, forPath = '/*'): Record<string, string> {
  const headers: Record<string, string> = {};
  const blocks = toml.split(/^\[\[headers\]\]\s*$/m).slice(1);
  for (const block of blocks) {
    const target = /^\s*for\s*=\s*"([^"]*)"/m.exec(block)?.[1];
    if (target !== forPath) continue;
    const values = block.split(/^\s*\[headers\.values\]\s*$/m)[1] ?? '';
    for (const line of values.split('\n')) {
      const match = /^\s*([A-Za-z0-9-]+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
      if (match?.[1] && match[2] !== undefined) headers[match[1]] = match[2].replace(/\\"/g, '"');
    }
  }
  return headers;
}

export function netlifyHeaders(file: string): Record<string, string> {
  return parseNetlifyHeaders(readFileSync(file, 'utf8'));
}
