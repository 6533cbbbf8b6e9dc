// The one rule for which addresses may be published in rich text (a link's href, a picture's
// src): the content gate refuses the others (src/lib/markdown/markdown-links.ts, for the build and the
// CMS), and both renderers drop them (src/lib/markdown/markdown.ts, the build's sanitiser in
// scripts/content/rich-text.ts, the browser's in src/lib/markdown/markdown-browser.ts)
// (docs/decisions/024-one-url-rule-one-csp-source.md). Written as what is allowed, never as a
// list of what is not: every other scheme, spelling or trick is refused.

/** The URL schemes an address may have; a site path or a fragment has none. */
export const PUBLISHABLE_SCHEMES = ['https', 'mailto', 'tel'] as const;

// Whitespace and control characters (browsers drop them inside a scheme: 'java\tscript:') and
// the backslash (read as '/': '/\host' is '//host') never appear in a publishable address.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;
// A character reference ('&#106;', '&Tab;', '&colon;'), which an attribute decodes, could make
// another scheme or a second slash: only an https:// address, whose start is already fixed, may
// carry one (a query's '&amp;').
const REFERENCE = /&[#a-z]/i;

const HTTPS = /^https:\/\/[^/?#@:]/i;
const MAILTO = /^mailto:[^@/?#]+@[^@/?#]+\.[^@/?#]+(?:\?.*)?$/i;
const TEL = /^tel:\+?[0-9][0-9().-]*$/i;
const FRAGMENT = /^#[\p{L}\p{N}_-]*$/u;

/**
 * A path of the site (/images/a.jpg, /loja): one leading slash (//host is another site), no
 * '..' step out of the site's folder. (Backslashes are refused by the rule before.)
 */
const isSitePath = (url: string) =>
  /^\/(?!\/)/.test(url) && !(url.split(/[?#]/)[0] ?? '').split('/').includes('..');

function isHttpsWithHost(url: string): boolean {
  if (!HTTPS.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether `url`, as written, may be the target of a published link or picture: a complete
 * https:// address, a mailto: address, a tel: number, a path of the site starting with a single
 * '/', or a fragment ('#horario'). Never javascript:, data:, vbscript:, http:, '//host', a
 * relative path, a backslash, whitespace or a control character, in any case; a space or a
 * character reference only inside an https:// address.
 */
export function isPublishableUrl(url: string): boolean {
  // A space inside an https:// address ('.../gel novo.jpg') is harmless: the browser sends %20.
  if (isHttpsWithHost(url)) return !FORBIDDEN.test(url.replace(/ /g, '%20'));
  if (url === '' || FORBIDDEN.test(url) || REFERENCE.test(url)) return false;
  return MAILTO.test(url) || TEL.test(url) || isSitePath(url) || FRAGMENT.test(url);
}
