// Content-Security-Policy as data: parsing, writing, and whether a policy lets a page fetch a URL
// (the source matching of the CSP standard, for the directives this site uses). Pure.

/** A policy: directive name → its source list, in the order written. */
export type Policy = Readonly<Record<string, readonly string[]>>;

export function parsePolicy(text: string): Policy {
  const policy: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    // A repeated directive is ignored by browsers: the first one counts.
    if (!(key in policy)) policy[key] = sources;
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/**
 * Whether one source expression of a source list matches `url`, for a page whose origin is
 * `selfOrigin`: keywords ('self', 'none'), `*`, scheme sources (`https:`) and host sources
 * (`https://*.example.com:8080/path/`), with the standard's upgrades (an `http` source also
 * matches `https`, port 80 also 443).
 */
export function sourceMatches(source: string, url: URL, selfOrigin?: string): boolean {
  const expression = source.trim();
  const lower = expression.toLowerCase();
  const scheme = url.protocol; // 'https:'
  if (lower === "'none'") return false;
  if (lower === "'self'") {
    if (!selfOrigin) return false;
    const self = new URL(selfOrigin);
    if (url.host === self.host && scheme === self.protocol) return true;
    // A secure upgrade of the page's own origin (http page → https URL on the default port).
    return (
      self.protocol === 'http:' &&
      scheme === 'https:' &&
      url.hostname === self.hostname &&
      (portOf(self) === '80' || self.port === url.port)
    );
  }
  if (lower.startsWith("'")) return false; // nonces, hashes, 'unsafe-…': not about URLs
  if (expression === '*') return ['http:', 'https:', 'ws:', 'wss:'].includes(scheme);

  // scheme-source: "https:"
  const schemeOnly = /^([a-z][a-z0-9+.-]*:)$/i.exec(expression);
  if (schemeOnly?.[1]) return schemeMatches(schemeOnly[1].toLowerCase(), scheme);

  // host-source: [scheme://]host[:port][path]
  const parsed = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\*|\d+))?(\/.*)?$/i.exec(expression);
  if (!parsed) return false;
  const [, sourceScheme, sourceHost = '', sourcePort, sourcePath] = parsed;
  if (sourceScheme) {
    if (!schemeMatches(sourceScheme.toLowerCase(), scheme)) return false;
  } else {
    // No scheme: the page's own scheme (or its secure upgrade).
    const selfScheme = selfOrigin ? new URL(selfOrigin).protocol : 'https:';
    if (!schemeMatches(selfScheme, scheme)) return false;
  }
  if (!hostMatches(sourceHost.toLowerCase(), url.hostname.toLowerCase())) return false;
  if (!portMatches(sourcePort, sourceScheme?.toLowerCase(), url)) return false;
  if (sourcePath && sourcePath !== '/') {
    const path = decodeURIComponent(url.pathname);
    if (sourcePath.endsWith('/') ? !path.startsWith(sourcePath) : path !== sourcePath) return false;
  }
  return true;
}

function schemeMatches(sourceScheme: string, scheme: string): boolean {
  if (sourceScheme === scheme) return true;
  return (
    (sourceScheme === 'http:' && scheme === 'https:') ||
    (sourceScheme === 'ws:' && ['wss:', 'http:', 'https:'].includes(scheme)) ||
    (sourceScheme === 'wss:' && scheme === 'https:')
  );
}

function hostMatches(sourceHost: string, host: string): boolean {
  if (sourceHost === '*') return true;
  if (sourceHost.startsWith('*.')) return host.endsWith(sourceHost.slice(1));
  return sourceHost === host;
}

function portMatches(sourcePort: string | undefined, sourceScheme: string | undefined, url: URL): boolean {
  if (sourcePort === '*') return true;
  const port = portOf(url);
  if (sourcePort === undefined) {
    // No port: the default port of the source's scheme (or of the URL's own scheme).
    const expected = DEFAULT_PORTS[sourceScheme ?? url.protocol];
    return port === expected || (expected === '80' && port === '443');
  }
  return port === sourcePort || (sourcePort === '80' && port === '443');
}

/** The source list that governs `directive` (its own, else `default-src`), or undefined: no limit. */
export function effectiveSources(policy: Policy, directive: string): readonly string[] | undefined {
  return policy[directive] ?? policy['default-src'];
}

/** Whether `policy` lets a page of `selfOrigin` fetch `url` (connect-src, else default-src). */
export function allowsConnect(policy: Policy, url: string | URL, selfOrigin?: string): boolean {
  const sources = effectiveSources(policy, 'connect-src');
  if (sources === undefined) return true;
  const target = typeof url === 'string' ? new URL(url) : url;
  return sources.some((source) => sourceMatches(source, target, selfOrigin));
}
