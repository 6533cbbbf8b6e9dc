// What the XSS fuzz looks for in a page (tests/e2e/xss.spec.ts in the browser,
// scripts/prerender/xss-fuzz.test.ts on the prerendered HTML), and the corpus it feeds in
// (tests/fixtures/xss-payloads.json). A payload that runs calls window.__xss(n); markup that
// could run without being triggered yet (an event handler attribute, a javascript: link, a
// script the build did not write) is found by scanning the document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type XssPayload = { id: number; kind: string; payload: string };

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'xss-payloads.json',
);

/** The corpus, checked: ids 1..n in order, each payload naming its own id. */
export function xssPayloads(): XssPayload[] {
  const { payloads } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { payloads: XssPayload[] };
  payloads.forEach((entry, index) => {
    if (entry.id !== index + 1) throw new Error(`${FIXTURE}: payload ${index + 1} has id ${entry.id}`);
  });
  return payloads;
}

/**
 * React 19 replaces a javascript: URL in href/src/action with this one, which only throws: a dead
 * link, not an execution. Reported apart from the other dangers.
 */
const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL";

/** The findings that cannot run code (reported, not failed on), and React's guard URL. */
export const INERT = {
  blockedByReact: 'javascript: URL replaced by React (a dead link)',
  url: 'script URL where it is never run (image, preload)',
  reactBlockedUrl: REACT_BLOCKED_URL,
} as const;
export const isInert = (danger: Danger) => danger.kind === INERT.blockedByReact || danger.kind === INERT.url;

/** One thing in a document that runs, or could run, code the site did not write. */
export type Danger = { kind: string; detail: string };

/**
 * Scans a document (a browser's or jsdom's) for markup that executes or can execute: event
 * handler attributes, javascript:/vbscript:/data:text/html URLs in any URL attribute (after
 * removing the control characters and spaces browsers ignore), iframes with srcdoc, object,
 * embed, base and refreshing meta elements, style attributes with expression() or javascript:,
 * and every <script> that is not JSON, not a same-origin /assets/ file and not one of
 * `allowedInline` (the build's own inline scripts, by exact text).
 *
 * Plain JavaScript without named inner functions or outer names: the browser test hands its source
 * to the page, with `inert` given explicitly.
 */
export const findDangers = (
  doc: ParentNode,
  allowedInline: readonly string[],
  inert: typeof INERT = INERT,
): Danger[] => {
  const found: Danger[] = [];
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    const where = element.outerHTML.slice(0, 160);
    const inSvg = element.namespaceURI === 'http://www.w3.org/2000/svg';
    const refresh = tag === 'meta' && (element.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh';
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex
      const compact = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      // The attributes whose URL a browser navigates to or runs as a document.
      const navigates =
        (name === 'href' && (['a', 'area', 'base'].includes(tag) || inSvg)) ||
        name === 'xlink:href' ||
        (name === 'action' && tag === 'form') ||
        name === 'formaction' ||
        (name === 'src' && ['iframe', 'frame', 'embed'].includes(tag)) ||
        (name === 'data' && tag === 'object') ||
        (name === 'content' && refresh);
      const isUrl =
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'].includes(
          name,
        ) ||
        (name === 'content' && refresh);
      const url = refresh ? compact.replace(/^\d*;?url=/, '') : compact;
      const badScheme = /^(javascript|vbscript|data:text\/html)/.test(url);
      if (name.startsWith('on')) found.push({ kind: 'event handler attribute', detail: where });
      else if (attribute.value.startsWith(inert.reactBlockedUrl)) {
        found.push({ kind: inert.blockedByReact, detail: where });
      } else if (isUrl && badScheme) {
        // In an image, a preload or a poster such a URL is never run: counted apart as inert.
        found.push({ kind: navigates ? `script URL in ${name}` : inert.url, detail: where });
      } else if (name === 'srcdoc') found.push({ kind: 'iframe srcdoc', detail: where });
      else if (name === 'style' && /expression\(|javascript:|behavior:/.test(compact)) {
        found.push({ kind: 'script in a style attribute', detail: where });
      }
    }
    if (['object', 'embed', 'base', 'frame', 'applet'].includes(tag)) {
      found.push({ kind: `<${tag}> element`, detail: where });
    }
    if (refresh) found.push({ kind: 'refreshing <meta>', detail: where });
    if (tag === 'script') {
      const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
      const src = element.getAttribute('src');
      const ownFile = src !== null && /^\/assets\/[\w.-]+\.js$/.test(src);
      const data = type === 'application/json' || type === 'application/ld+json';
      const ownInline = src === null && allowedInline.includes(element.textContent ?? '');
      if (!ownFile && !data && !ownInline)
        found.push({ kind: 'script the build did not write', detail: where });
    }
  }
  return found;
};
