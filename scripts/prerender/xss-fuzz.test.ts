// The XSS fuzz corpus (tests/fixtures/xss-payloads.json) in every content field, through what the
// real build does: the content compiler on a temporary copy of content/ with the payloads in every
// text field (names, descriptions, Markdown bodies, titles, excerpts, authors, categories, page
// bodies), then, bypassing the content rules, in the fields those rules guard (image paths and
// URLs, every string of the settings and of the long pages), then every page kind rendered by the
// server entry (src/entry-server.tsx) and assembled into its HTML file with its embedded page data
// (scripts/prerender/assemble.ts), and the HTML read back with jsdom. A page fails on any script
// the build did not write, any event handler attribute, javascript: URL, srcdoc, object or embed
// (tests/e2e/support/xss-scan.ts), and on embedded JSON that no longer parses to what was embedded (a
// `</script>` that escaped). The client side of the same content is tests/e2e/xss.spec.ts.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Marked } from 'marked';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_INLINE_SCRIPTS } from '../../src/lib/page-loading/inline-scripts.ts';
import { paths, prerenderedPaths } from '../../src/lib/paths.ts';
import type { FullData } from '../../src/lib/page-loading/page-data.ts';
import type { Page, SiteSettings } from '../../src/lib/schema.ts';
import { findDangers, isInert, xssPayloads, type Danger } from '../../tests/e2e/support/xss-scan.ts';
import { compileContent } from '../content/compile.ts';
import { withCourseHtml, withPageHtml, withPostHtml, withProductHtml } from '../content/rich-text.ts';
import { cspPlugin } from '../hosting/vite-csp-plugin.ts';
import { createPageAssembler } from './assemble.ts';

// The settings and long pages are bundled into the app (src/generated/): the modules that read
// them get these objects, filled with the fuzzed content before the app is first imported.
const generated = vi.hoisted(() => ({
  settings: {} as Record<string, unknown>,
  pages: {} as Record<string, Record<string, unknown>>,
}));
const page = (name: string) => {
  generated.pages[name] ??= {};
  return { default: generated.pages[name] };
};
// The site imports the settings' parts by name (business, categories...), the tests the whole.
vi.mock('#src/generated/settings.json', () => ({ default: generated.settings, ...generated.settings }));
vi.mock('#src/generated/pages/sobre.json', () => page('sobre'));
vi.mock('#src/generated/pages/termos-condicoes.json', () => page('termos-condicoes'));
vi.mock('#src/generated/pages/politica-privacidade.json', () => page('politica-privacidade'));

// jsdom (a dependency of the unit tests) has no type declarations of its own: typed here for
// the one call used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: { fragment: (html: string) => DocumentFragment };
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE_URL = 'https://atelier.example';
const payloads = xssPayloads();
const COUNT = payloads.length;
const payload = (index: number) => payloads[((index % COUNT) + COUNT) % COUNT]!.payload;

/** A YAML scalar for any text: JSON strings are YAML double-quoted strings. */
const yaml = (text: string) => JSON.stringify(text);

/**
 * Every string of `value` (deeply) replaced by `pick(i)`, i counting the strings, except the keys
 * in `keep` (identifiers the routes are built from: a payload there only makes a page unreachable).
 */
function fuzzStrings<T>(value: T, pick: (index: number) => string, keep: ReadonlySet<string>): T {
  let index = 0;
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') return keep.has(key) ? node : pick(index++);
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(value, '') as T;
}

/**
 * A payload as a name or title can hold it: the rules refuse tabs, line breaks and other control
 * characters there (tests/fixtures/hostile/product-control-characters.md), so they become spaces.
 */
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

/** Writes 40 products, courses and posts (payload n in each text field of item n) into `dir`/content. */
async function writeFuzzedContent(dir: string) {
  const content = path.join(dir, 'content');
  await cp(path.join(root, 'content'), content, { recursive: true });
  // The images are read, never written: the copy sees the checkout's public/.
  await symlink(path.join(root, 'public'), path.join(dir, 'public'));
  const sample = await readFile(
    path.join(content, 'products', (await readdir(path.join(content, 'products')))[0]!),
    'utf8',
  );
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(sample)?.[1] ?? '';
  const image = /^ {2}- (.*)$/m.exec(sample)?.[1] ?? '';
  for (const folder of ['products', 'courses', 'blog']) {
    await rm(path.join(content, folder), { recursive: true });
    await mkdir(path.join(content, folder));
  }
  // The Markdown bodies (product descriptions, courses, posts and long pages) are written without
  // payloads, since the rules refuse a javascript: link there, and get them after compiling (see
  // compileFuzzedContent).
  for (const entry of payloads) {
    const file = `item-${entry.id}.md`;
    await writeFile(
      path.join(content, 'products', file),
      [
        '---',
        `id: ${900_000 + entry.id}`,
        `name: ${yaml(oneLine(entry.payload))}`,
        `price: ${10 + entry.id}`,
        ...(entry.id % 2 === 0 ? [`salePrice: ${5 + entry.id}`] : []),
        `stock: ${entry.id % 12}`,
        `category: ${field('category')}`,
        `subcategory: ${field('subcategory')}`,
        `featured: ${entry.id <= 4}`,
        `isNew: ${entry.id > 36}`,
        'images:',
        `  - ${image}`,
        '---',
        '',
        `Texto ${entry.id}.`,
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(content, 'courses', file),
      [
        '---',
        `id: ${900 + entry.id}`,
        `title: ${yaml(oneLine(entry.payload))}`,
        `description: ${yaml(entry.payload)}`,
        `price: ${100 + entry.id}`,
        `duration: Curso ${entry.id}`,
        `image: ${image}`,
        `type: ${['presencial', 'online', 'privado'][entry.id % 3]}`,
        `featured: ${entry.id <= 3}`,
        '---',
        '',
        `Texto ${entry.id}.`,
        '',
      ].join('\n'),
    );
    const day = new Date(Date.UTC(2026, 0, entry.id)).toISOString().slice(0, 10);
    await writeFile(
      path.join(content, 'blog', file),
      [
        '---',
        `id: ${900 + entry.id}`,
        `title: ${yaml(oneLine(entry.payload))}`,
        `excerpt: ${yaml(entry.payload)}`,
        `image: ${image}`,
        `date: ${day}`,
        `author: Autora ${entry.id}`,
        `category: Categoria ${entry.id}`,
        '---',
        '',
        `Texto ${entry.id}.`,
        '',
      ].join('\n'),
    );
  }
}

/** A Markdown body holding payload n five times: as a paragraph, bold, italic, a list item, a paragraph. */
const markdownBody = (n: number) =>
  `${payload(n)}\n\n**${payload(n)}**\n\n*${payload(n)}*\n\n- ${payload(n)}\n\n${payload(n)}`;

/** Keys whose values the routes are built from, left as compiled in the settings. */
const ROUTE_KEYS = new Set(['slug', 'category', 'subcategory']);

type Fuzzed = { data: FullData; settings: SiteSettings; pages: Page[] };

async function compileFuzzedContent(): Promise<Fuzzed> {
  const dir = await mkdtemp(path.join(tmpdir(), 'xss-fuzz-'));
  try {
    await writeFuzzedContent(dir);
    const result = await compileContent(dir, 1);
    if (!result.ok) {
      throw new Error(
        `the fuzzed content did not compile:\n${result.problems.map((p) => `${p.file}:${p.line} ${p.field}: ${p.message}`).join('\n')}`,
      );
    }
    const { products, courses, blog, pages, settings } = result.content;
    // Past the content rules: the payloads in the URL fields too (what an edited products.json,
    // or a rule that lets something through, would publish), and in the short fields whose
    // 80-character limit the longest payloads exceed (duration, author, post category), and the
    // Markdown bodies (a javascript: link there is refused too), made into HTML by the build's
    // own renderer and sanitizer.
    const byId = (id: number) => payload((id % 1000) - 1);
    const bodyById = (id: number) => markdownBody((id % 1000) - 1);
    return {
      data: {
        products: products.map((p) =>
          withProductHtml({ ...p, images: [byId(p.id), ...p.images], description: bodyById(p.id) }),
        ),
        courses: {
          ...courses,
          courses: courses.courses.map((c) =>
            withCourseHtml({
              ...c,
              image: byId(c.id),
              duration: byId(c.id),
              fullDescription: bodyById(c.id),
            }),
          ),
        },
        posts: blog.map((post) =>
          withPostHtml({
            ...post,
            image: byId(post.id),
            author: byId(post.id),
            category: byId(post.id),
            content: bodyById(post.id),
          }),
        ),
      },
      settings,
      // Every payload in the body of every long page.
      pages: pages.map((p) =>
        withPageHtml({ ...p, body: `${p.body}\n\n${payloads.map((entry) => entry.payload).join('\n\n')}` }),
      ),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Settings (round r): string i of the settings is payload i + r, so every field meets every payload. */
const settingsRound = (settings: SiteSettings, round: number) =>
  fuzzStrings(settings, (index) => payload(index + round), ROUTE_KEYS);

/** Long pages (round r): every string but the page's name and date; the body's HTML made again by the build's renderer. */
const pagesRound = (pages: Page[], round: number) =>
  pages.map((p) =>
    withPageHtml({
      ...fuzzStrings(p, (index) => payload(index + round), new Set(['name', 'updated', 'bodyHtml'])),
      name: p.name,
    }),
  );

function setGenerated(settings: SiteSettings, pages: Page[]) {
  for (const key of Object.keys(generated.settings)) delete generated.settings[key];
  Object.assign(generated.settings, settings);
  for (const p of pages) {
    const target = (generated.pages[p.name] ??= {});
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, p);
  }
}

const OWN_INLINE = PAGE_INLINE_SCRIPTS;

/** The built index.html as the build makes it: the policy <meta>, the three inline scripts, the entry. */
function pageTemplate(): string {
  const plugin = cspPlugin({
    env: {},
    siteUrl: SITE_URL,
    inlineScripts: OWN_INLINE,
  });
  const call = <A extends unknown[]>(hook: unknown, ...args: A) =>
    (typeof hook === 'function' ? hook : (hook as { handler: (...a: A) => unknown }).handler)(...args);
  call(plugin.configResolved, { build: { ssr: false }, logger: { info: () => {} } });
  const source = `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script type="module" crossorigin src="/assets/index-fuzz.js"></script>
  </body>
</html>`;
  return call(plugin.transformIndexHtml, source, { path: '/index.html' }) as string;
}

type Finding = { url: string; round: number } & Danger;

/** What is wrong with one page's HTML: dangers, and embedded JSON that does not read back. */
function checkHtml(html: string, embedded: unknown): Danger[] {
  // A fragment keeps every element of the page (html, head and body tags aside) and parses fast.
  const document = JSDOM.fragment(html);
  const problems = findDangers(document, OWN_INLINE);
  const json = (id: string) => document.getElementById(id)?.textContent ?? '';
  try {
    expect(JSON.parse(json('page-data'))).toEqual(JSON.parse(JSON.stringify(embedded)));
  } catch {
    problems.push({
      kind: 'page data does not read back as embedded',
      detail: json('page-data').slice(0, 160),
    });
  }
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      JSON.parse(script.textContent ?? '');
    } catch {
      problems.push({ kind: 'JSON-LD broken', detail: (script.textContent ?? '').slice(0, 160) });
    }
  }
  const scripts = document.querySelectorAll('script').length;
  // The site's own inline scripts, app-scripts, prerender-info, page-data and the JSON-LD: nothing more.
  const expected =
    OWN_INLINE.length + 3 + document.querySelectorAll('script[type="application/ld+json"]').length;
  if (scripts !== expected)
    problems.push({ kind: `${scripts} script elements, expected ${expected}`, detail: '' });
  return problems;
}

let fuzzed: Fuzzed;
beforeAll(async () => {
  fuzzed = await compileFuzzedContent();
  setGenerated(settingsRound(fuzzed.settings, 0), pagesRound(fuzzed.pages, 0));
}, 60_000);

const unsafeMarkdown = new Marked({ async: false });

/** Payloads that are only dangerous inside a script or a client template, not as HTML. */
const SCRIPT_CONTEXT_ONLY = new Set([30, 31, 32, 33, 39]);

describe('XSS payloads in every content field, through the prerender', () => {
  it('control: the scan finds every HTML or URL payload put into a page unescaped', () => {
    const missed = payloads.filter((entry) => {
      // As HTML, as a link, through a Markdown renderer without our rules, and parsed a second
      // time from its own serialisation (how mutation XSS slips past a sanitiser).
      const raw = `<div>${entry.payload}</div><a href="${entry.payload}">x</a>${unsafeMarkdown.parse(entry.payload)}`;
      const once = JSDOM.fragment(raw);
      const twice = JSDOM.fragment(
        Array.from(once.childNodes, (node) => (node as Element).outerHTML ?? node.textContent).join(''),
      );
      return [once, twice].every(
        (tree) => findDangers(tree, OWN_INLINE).filter((d) => !isInert(d)).length === 0,
      );
    });
    console.log(
      `XSS fuzz control: ${COUNT - missed.length} of ${COUNT} payloads found when put in a page unescaped`,
    );
    expect(missed.map((entry) => entry.id)).toEqual([...SCRIPT_CONTEXT_ONLY]);
  });

  it('are shown as text on every page kind: no script, handler or javascript: URL, embedded data intact', async () => {
    // Imported only now: modules that read the settings when loaded see the fuzzed ones.
    const { render } = await import('../../src/entry-server.tsx');
    const assemble = createPageAssembler({
      template: pageTemplate(),
      manifest: { 'index.html': { file: 'assets/index-fuzz.js', isEntry: true } },
      siteUrl: SITE_URL,
      ogImageFor: () => undefined,
    });
    const { data } = fuzzed;
    const findings: Finding[] = [];
    const inert = new Map<string, number>();
    let pagesRendered = 0;
    const renderAndCheck = async (url: string, round: number) => {
      const result = await render(url, data);
      pagesRendered++;
      for (const danger of checkHtml(assemble(result, url), result.data)) {
        if (isInert(danger)) inert.set(danger.kind, (inert.get(danger.kind) ?? 0) + 1);
        else findings.push({ url, round, ...danger });
      }
    };

    // Round 0: every prerendered URL of the fuzzed content (40 products, courses and posts).
    const everyPage = prerenderedPaths(data, fuzzed.settings.categories).map((route) => route.path);
    for (const url of everyPage) await renderAndCheck(url, 0);

    // Rounds 1..39: the settings and long pages carry the other payloads, field by field, on the
    // pages that show them (the header and footer, on all of them, show the rest).
    const settingsPages = [
      paths.home.getHref(),
      paths.about.getHref(),
      paths.contact.getHref(),
      paths.checkout.getHref(),
      paths.testimonials.getHref(),
      paths.privacy.getHref(),
      paths.terms.getHref(),
    ];
    for (let round = 1; round < COUNT; round++) {
      setGenerated(settingsRound(fuzzed.settings, round), pagesRound(fuzzed.pages, round));
      for (const url of settingsPages) await renderAndCheck(url, round);
    }

    console.log(
      `XSS fuzz (prerender): ${COUNT} payloads tried in ${data.products.length} products, ` +
        `${data.courses.courses.length} courses, ${data.posts.length} posts, the settings and ` +
        `${fuzzed.pages.length} long pages; ${pagesRendered} pages rendered; ` +
        `executable findings: ${findings.length}; inert: ${[...inert].map(([k, n]) => `${n} × ${k}`).join(', ') || 'none'}`,
    );
    expect(findings.slice(0, 20)).toEqual([]);
  }, 600_000);
});
