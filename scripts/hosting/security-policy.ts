// The site's Content-Security-Policy, written once (docs/decisions/007-csp-per-part.md):
//   - ALL_RESPONSES: the header on every answer (netlify.toml `for = "/*"`): only directives that
//     suit the public site and the CMS alike, and those a <meta> policy cannot carry.
//   - PUBLIC_PAGES: the strict policy of every public HTML document (prerendered pages, app.html,
//     404.html), delivered as <meta http-equiv="Content-Security-Policy"> first in the <head>
//     by the build (scripts/hosting/vite-csp-plugin.ts). No 'unsafe-eval'.
//   - CMS: the header of /admin/ only (netlify.toml `for = "/admin/"`): what Decap CMS needs.
// HOST_HEADER_RULES below is the host's whole `[[headers]]` section: `npm run build` writes it into
// netlify.toml (scripts/hosting/netlify-toml.ts), and a unit test fails when the committed file differs
// (docs/decisions/024-one-url-rule-one-csp-source.md). Change the headers here, never in netlify.toml.
import { allowsConnect, serializePolicy, type Policy } from './csp.ts';
import type { HeaderRule } from './netlify-headers.ts';

export const ALL_RESPONSES_POLICY: Policy = {
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
};

export const PUBLIC_PAGES_POLICY: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  // The webhooks (VITE_WEBHOOK_*) must be https: the build checks them (webhookPolicyProblems).
  'connect-src': ["'self'", 'https:'],
  'frame-src': ['https://www.openstreetmap.org'],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export const CMS_POLICY: Policy = {
  'default-src': ["'self'"],
  // Decap compiles its config validation at run time (ajv): without 'unsafe-eval' it stops with
  // "Error loading the CMS configuration".
  'script-src': ["'self'", "'unsafe-eval'"],
  // Decap's styles are CSS-in-JS (style elements written at run time).
  'style-src': ["'self'", "'unsafe-inline'"],
  // Uploaded and previewed images are blob: and data: URLs; entries may show https images.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  // Production: the GitHub API (the Git backend). Local editing: decap-server on this machine.
  // blob: the media library reads a just-uploaded picture back through fetch() before saving it.
  'connect-src': ["'self'", 'blob:', 'https://api.github.com', 'http://localhost:*', 'http://127.0.0.1:*'],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
};

/** The Content-Security-Policy header values of the host (netlify.toml). */
export const HEADER_VALUES = {
  allResponses: serializePolicy(ALL_RESPONSES_POLICY),
  cms: serializePolicy(CMS_POLICY),
} as const;

/** The security headers of every answer, besides the policy. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
} as const;

/**
 * The host's `[[headers]]` rules, in order: what netlify.toml carries (generated from this list),
 * hence what the preview server and the browser tests send (scripts/hosting/static-server.ts). The
 * host applies every matching rule and joins a repeated header with a comma: two policies, both
 * enforced. The CMS page answers at /admin/ and /admin/index.html.
 */
export const HOST_HEADER_RULES: readonly HeaderRule[] = [
  { for: '/*', values: { ...SECURITY_HEADERS, 'Content-Security-Policy': HEADER_VALUES.allResponses } },
  { for: '/admin/', values: { 'Content-Security-Policy': HEADER_VALUES.cms } },
  { for: '/admin/index.html', values: { 'Content-Security-Policy': HEADER_VALUES.cms } },
  { for: '/assets/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
];

/** The webhook variables the forms post to (src/lib/forms/webhook.ts, .env.example). */
export const WEBHOOK_VARIABLES = [
  'VITE_WEBHOOK_NEWSLETTER_URL',
  'VITE_WEBHOOK_COURSE_INQUIRY_URL',
  'VITE_WEBHOOK_CHECKOUT_URL',
  'VITE_WEBHOOK_CONTACT_URL',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A webhook host that can only be this machine or a test: loopback, or a name under `.test`, the
 * top-level domain reserved for testing (RFC 6761), which no public resolver answers. The browser
 * tests' build posts to `http://webhooks.e2e.test/…`, which each test's browser reaches through
 * its own worker's sink (tests/e2e/support/fixtures.ts).
 */
const isLocalHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.test');

export type WebhookCheck = {
  /** One sentence per webhook URL the public pages could not reach; empty when all are fine. */
  problems: string[];
  /**
   * Origins added to the public pages' connect-src: a webhook on this machine (localhost,
   * 127.0.0.1) or under `.test`, as in the browser tests' build. Empty for a production build.
   */
  localOrigins: string[];
};

/**
 * Checks every configured VITE_WEBHOOK_* URL against the public pages' connect-src. A URL on
 * the loopback interface is allowed (its exact origin is added to the built policy: a build for
 * local testing); any other URL the policy blocks is a problem, named with its variable.
 */
export function checkWebhookUrls(
  env: Readonly<Record<string, string | undefined>>,
  siteUrl: string,
  policy: Policy = PUBLIC_PAGES_POLICY,
): WebhookCheck {
  const problems: string[] = [];
  const localOrigins: string[] = [];
  const allowed = (policy['connect-src'] ?? policy['default-src'] ?? []).join(' ');
  for (const name of WEBHOOK_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${name}=${value} is not an absolute URL: use an https:// address`);
      continue;
    }
    if (allowsConnect(policy, url, siteUrl)) continue;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && isLocalHost(url.hostname)) {
      if (!localOrigins.includes(url.origin)) localOrigins.push(url.origin);
      continue;
    }
    problems.push(
      `${name}=${value} would be blocked by the site's Content-Security-Policy ` +
        `(connect-src allows ${allowed}): use an https:// address`,
    );
  }
  return { problems, localOrigins };
}

/** The public pages' policy of a build, with the local webhook origins the check allowed. */
export function publicPagesPolicy(localOrigins: readonly string[] = []): Policy {
  if (localOrigins.length === 0) return PUBLIC_PAGES_POLICY;
  return {
    ...PUBLIC_PAGES_POLICY,
    'connect-src': [...(PUBLIC_PAGES_POLICY['connect-src'] ?? []), ...localOrigins],
  };
}
