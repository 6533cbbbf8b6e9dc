// Vite plugin, build only: puts the public pages' Content-Security-Policy
// (scripts/hosting/security-policy.ts) as <meta http-equiv="Content-Security-Policy"> first in the
// <head> of index.html, the template of every prerendered page, app.html and 404.html
// (scripts/prerender.ts). The CMS page (admin/index.html) gets none: its policy is a header of
// its own (netlify.toml). Not in the dev server: React's refresh preamble there is an inline script.
//
// It also stops the build when a configured webhook URL (VITE_WEBHOOK_*) would be blocked by
// that policy's connect-src: every order would otherwise be refused by the browser, silently.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { serializePolicy } from './csp.ts';
import { checkWebhookUrls, publicPagesPolicy } from './security-policy.ts';

export type CspPluginOptions = {
  /** The VITE_WEBHOOK_* variables of the build (loadEnv). */
  env: Readonly<Record<string, string | undefined>>;
  /** The site's origin ('self' of the webhook check). */
  siteUrl: string;
  /**
   * Inline scripts for every page's <head>, placed right after the policy and allowed by their
   * SHA-256 hash in its script-src (nothing else inline may run).
   */
  inlineScripts?: readonly string[];
};

const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Inserts the meta right after <meta charset> (else right after <head>). */
export function insertCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
  }
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('index.html has no <head>: cannot place its Content-Security-Policy');
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
}

export function cspPlugin(options: CspPluginOptions): Plugin {
  let policy = '';
  const inlineScripts = options.inlineScripts ?? [];
  return {
    name: 'site-content-security-policy',
    apply: 'build',
    configResolved(config) {
      const { problems, localOrigins } = checkWebhookUrls(options.env, options.siteUrl);
      if (problems.length > 0) {
        throw new Error(`Webhook URL check failed:\n  ${problems.join('\n  ')}`);
      }
      if (localOrigins.length > 0 && !config.build.ssr) {
        config.logger.info(
          `Content-Security-Policy: connect-src also allows ${localOrigins.join(' ')} ` +
            '(webhooks on this machine: a build for local testing, not for the host)',
        );
      }
      const pagesPolicy = publicPagesPolicy(localOrigins);
      policy = serializePolicy({
        ...pagesPolicy,
        'script-src': [...(pagesPolicy['script-src'] ?? []), ...inlineScripts.map(sha256Source)],
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the site's own template; the CMS page (admin/index.html) keeps its header policy.
        if (context.path !== '/index.html') return html;
        const withPolicy = insertCspMeta(html, policy);
        const scripts = inlineScripts.map((script) => `\n    <script>${script}</script>`).join('');
        return withPolicy.replace(
          /<meta http-equiv="Content-Security-Policy"[^>]*>/,
          (meta) => meta + scripts,
        );
      },
    },
  };
}
