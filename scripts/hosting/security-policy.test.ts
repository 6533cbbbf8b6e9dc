import { describe, expect, it } from 'vitest';
import { allowsConnect, serializePolicy } from './csp.ts';
import {
  ALL_RESPONSES_POLICY,
  checkWebhookUrls,
  CMS_POLICY,
  PUBLIC_PAGES_POLICY,
  publicPagesPolicy,
} from './security-policy.ts';

const SITE = 'https://unhas.example.pt';

describe('the policies', () => {
  it("public pages: scripts from the site only, no 'unsafe-eval' and no inline script", () => {
    expect(PUBLIC_PAGES_POLICY['script-src']).toEqual(["'self'"]);
    expect(serializePolicy(PUBLIC_PAGES_POLICY)).not.toMatch(/unsafe-eval/);
    expect(serializePolicy(ALL_RESPONSES_POLICY)).not.toMatch(/unsafe-eval/);
  });

  it('public pages: no directive a <meta> policy ignores (they belong to the header)', () => {
    for (const headerOnly of ['frame-ancestors', 'report-uri', 'sandbox']) {
      expect(PUBLIC_PAGES_POLICY[headerOnly]).toBeUndefined();
    }
    expect(ALL_RESPONSES_POLICY['frame-ancestors']).toEqual(["'none'"]);
  });

  it("the CMS: 'unsafe-eval', the GitHub API and decap-server on this machine", () => {
    expect(CMS_POLICY['script-src']).toContain("'unsafe-eval'");
    expect(allowsConnect(CMS_POLICY, 'https://api.github.com/repos/a/b/contents', SITE)).toBe(true);
    expect(allowsConnect(CMS_POLICY, 'http://localhost:8081/api/v1', SITE)).toBe(true);
    expect(allowsConnect(CMS_POLICY, 'http://127.0.0.1:8121/api/v1', SITE)).toBe(true);
    expect(allowsConnect(CMS_POLICY, 'https://hook.make.com/a', SITE)).toBe(false);
  });
});

describe('checkWebhookUrls', () => {
  it('accepts https webhooks and unset ones, and leaves the policy as it is', () => {
    const check = checkWebhookUrls(
      {
        VITE_WEBHOOK_CHECKOUT_URL: 'https://hook.eu1.make.com/abc',
        VITE_WEBHOOK_CONTACT_URL: '',
        VITE_WEBHOOK_NEWSLETTER_URL: `${SITE}/hooks/newsletter`,
      },
      SITE,
    );
    expect(check).toEqual({ problems: [], localOrigins: [] });
    expect(publicPagesPolicy(check.localOrigins)).toBe(PUBLIC_PAGES_POLICY);
  });

  it('names the variable, the URL and the reason of an http:// webhook', () => {
    const { problems } = checkWebhookUrls({ VITE_WEBHOOK_CHECKOUT_URL: 'http://hooks.example.com/x' }, SITE);
    expect(problems).toEqual([
      "VITE_WEBHOOK_CHECKOUT_URL=http://hooks.example.com/x would be blocked by the site's " +
        "Content-Security-Policy (connect-src allows 'self' https:): use an https:// address",
    ]);
  });

  it('reports a value that is not a URL, and every bad variable', () => {
    const { problems } = checkWebhookUrls(
      {
        VITE_WEBHOOK_CONTACT_URL: 'hooks.example.com/x',
        VITE_WEBHOOK_NEWSLETTER_URL: 'ws://hooks.example.com',
      },
      SITE,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^VITE_WEBHOOK_NEWSLETTER_URL=ws:\/\/hooks.example.com would be blocked/);
    expect(problems[1]).toMatch(/^VITE_WEBHOOK_CONTACT_URL=hooks.example.com\/x is not an absolute URL/);
  });

  it("allows webhooks on this machine (the tests' sink) by adding their exact origin", () => {
    const check = checkWebhookUrls(
      {
        VITE_WEBHOOK_CHECKOUT_URL: 'http://127.0.0.1:4199/checkout',
        VITE_WEBHOOK_CONTACT_URL: 'http://127.0.0.1:4199/contact',
        VITE_WEBHOOK_NEWSLETTER_URL: 'http://localhost:8787/newsletter',
      },
      'http://127.0.0.1:4180',
    );
    expect(check).toEqual({ problems: [], localOrigins: ['http://localhost:8787', 'http://127.0.0.1:4199'] });
    const policy = publicPagesPolicy(check.localOrigins);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https:',
      'http://localhost:8787',
      'http://127.0.0.1:4199',
    ]);
    expect(allowsConnect(policy, 'http://127.0.0.1:4199/checkout', 'http://127.0.0.1:4180')).toBe(true);
    expect(allowsConnect(policy, 'http://127.0.0.1:4200/checkout', 'http://127.0.0.1:4180')).toBe(false);
  });

  it("allows a host under .test (the browser tests' sink), and still refuses other http hosts", () => {
    const check = checkWebhookUrls(
      {
        VITE_WEBHOOK_CHECKOUT_URL: 'http://webhooks.e2e.test/checkout',
        VITE_WEBHOOK_CONTACT_URL: 'http://webhooks.example.com/contact',
        VITE_WEBHOOK_NEWSLETTER_URL: 'http://e2e.testing.com/newsletter',
      },
      'http://127.0.0.1:4180',
    );
    expect(check.localOrigins).toEqual(['http://webhooks.e2e.test']);
    expect(check.problems.map((problem) => problem.split('=')[0])).toEqual([
      'VITE_WEBHOOK_NEWSLETTER_URL',
      'VITE_WEBHOOK_CONTACT_URL',
    ]);
  });
});
