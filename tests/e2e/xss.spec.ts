// The XSS fuzz corpus (tests/fixtures/xss-payloads.json) in the real built site, through what a
// visitor or the owner's browser can feed it: the in-app admin's local copies (admin_products,
// admin_courses, admin_blog_posts override the published data on the public pages, rendered by
// the browser, Markdown included), cart lines in local storage, and the search parameters and
// paths of the URL. Payload n calls window.__xss(n) if it ever runs (a binding of the test, so a
// call from any frame counts); each page is also scanned for markup that could run later (event
// handler attributes, javascript: links, scripts the build did not write: tests/e2e/support/xss-scan.ts).
// Every channel runs with every policy ignored (bypassCSP), so the count shows the rendering
// itself is safe, not only the policy; the URLs, lists, forms and cart run again under the site's
// Content-Security-Policy (the item pages' long walks do not: see below).
// The same payloads through the prerender: scripts/prerender/xss-fuzz.test.ts; through the
// Markdown renderer alone: its unit tests. Browser tests: what runs in a real page under its policy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { PAGE_INLINE_SCRIPTS } from '../../src/lib/page-loading/inline-scripts.ts';
import { fingerprint } from '../../src/lib/fingerprint.ts';
import { LOCAL_POSTS_FORMAT } from '../../src/lib/in-app-admin/local-copies.ts';
import { paths } from '../../src/lib/paths.ts';
import { validateCollection } from '../../src/lib/collections.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import { TEXT_LIMITS, type BlogPost, type CoursesFile } from '../../src/lib/schema.ts';
import { slugify } from '../../src/lib/slug.ts';
import { DIST_DIR } from './support/config.ts';
import { expect, test, visit, type ConsoleLog } from './support/fixtures.ts';
import { publishedProducts, siteSettings } from './support/site-data.ts';
import {
  findDangers,
  INERT,
  isInert,
  xssPayloads,
  type Danger,
  type XssPayload,
} from './support/xss-scan.ts';

const payloads = xssPayloads();
const OWN_INLINE = PAGE_INLINE_SCRIPTS;

const readDist = <T>(file: string): T => JSON.parse(readFileSync(path.join(DIST_DIR, file), 'utf8')) as T;

/** A Markdown body that puts the payload in a paragraph, in bold, in italics and in a list. */
const body = (text: string) => `${text}\n\n**${text}**\n\n*${text}*\n\n- ${text}\n\n${text}`;
/** What the build's HTML fields would be if someone wrote them by hand: a local copy must never use them. */
const forgedHtml = (entry: XssPayload) => `<img src=x onerror=__xss(${entry.id})>${entry.payload}`;

/**
 * Items whose URL fields carry a payload, as far as the local-copy check (the content schema,
 * src/lib/in-app-admin/local-copy-check.ts) lets them through: an item it refuses would make it ignore the whole
 * copy, so such an item keeps its published URL instead (that rule is then what protects it).
 */
function acceptedUrls<T extends object>(
  collection: Collection,
  items: T[],
  clean: (item: T) => T,
): { items: T[]; accepted: number; tried: number } {
  const { categories } = siteSettings();
  const strip = (item: T) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => !key.endsWith('Html')));
  let accepted = 0;
  let tried = 0;
  const result = items.map((item) => {
    const withPayload = JSON.stringify(clean(item)) !== JSON.stringify(item);
    if (withPayload) tried++;
    if (!validateCollection(collection, [strip(item)], categories).ok) return clean(item);
    if (withPayload) accepted++;
    return item;
  });
  const check = validateCollection(collection, result.map(strip), categories);
  expect(
    check.ok,
    `the fuzzed ${collection} do not pass the local-copy check: ${JSON.stringify(check)}`,
  ).toBe(true);
  return { items: result, accepted, tried };
}

/**
 * A payload as a name, title or label can hold it: the rules refuse tabs, line breaks and other
 * control characters there (tests/fixtures/hostile/product-control-characters.md), so they become
 * spaces; an item refused would make the check ignore the whole copy.
 */
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

/** The three local copies, item n carrying payload n in every field (URL fields on odd n only). */
function fuzzedLocalCopies() {
  const [product] = publishedProducts();
  const published = readDist<CoursesFile>('courses.json');
  const [course] = published.courses;
  const posts = readDist<BlogPost[]>('blog.json');
  const [post] = posts;
  if (!product || !course || !post)
    throw new Error('the published content has a product, a course and a post');
  const url = (entry: XssPayload, fallback: string) => (entry.id % 2 === 1 ? entry.payload : fallback);
  // The short fields (duration, author, post category) refuse more than 80 characters, so a longer
  // payload could only make the check ignore the whole copy: that item keeps the published text.
  const label = (entry: XssPayload, fallback: string) =>
    entry.payload.length <= TEXT_LIMITS.label ? oneLine(entry.payload) : fallback;
  const products = acceptedUrls(
    'products',
    payloads.map((entry) => ({
      ...product,
      id: 800_000 + entry.id,
      name: oneLine(entry.payload),
      slug: slugify(entry.payload),
      description: body(entry.payload),
      descriptionHtml: forgedHtml(entry),
      images: entry.id % 2 === 1 ? [entry.payload, ...product.images] : product.images,
      featured: entry.id <= 4,
      isNew: entry.id > 36,
      order: entry.id,
    })),
    (item) => ({ ...item, images: product.images }),
  );
  const courses = acceptedUrls(
    'courses',
    payloads.map((entry) => ({
      ...course,
      id: 800 + entry.id,
      title: oneLine(entry.payload),
      description: entry.payload,
      fullDescription: body(entry.payload),
      fullDescriptionHtml: forgedHtml(entry),
      duration: label(entry, course.duration),
      image: url(entry, course.image),
      featured: entry.id <= 3,
    })),
    (item) => ({ ...item, image: course.image }),
  );
  const localPosts = acceptedUrls(
    'posts',
    payloads.map((entry) => ({
      ...post,
      id: 800 + entry.id,
      title: oneLine(entry.payload),
      slug: slugify(entry.payload),
      excerpt: entry.payload,
      content: body(entry.payload),
      contentHtml: forgedHtml(entry),
      image: url(entry, post.image),
      author: label(entry, post.author),
      category: label(entry, post.category),
    })),
    (item) => ({ ...item, image: post.image }),
  );
  return {
    products: products.items,
    courses: { version: published.version, courses: courses.items },
    posts: { version: LOCAL_POSTS_FORMAT, basedOn: fingerprint(posts), posts: localPosts.items },
    /** How many items kept the payload given to their URL fields. */
    urlPayloads: [
      `${products.accepted}/${products.tried} product image lists`,
      `${courses.accepted}/${courses.tried} course images`,
      `${localPosts.accepted}/${localPosts.tried} post images`,
    ].join(', '),
  };
}

type Copies = ReturnType<typeof fuzzedLocalCopies>;

/**
 * Cart lines as a stored cart holds them, product n named with payload n: the local copy's
 * products (a line whose product the browser does not know is dropped once the products load).
 */
const fuzzedCart = () =>
  payloads.map((entry) => ({
    id: `line-${800_000 + entry.id}`,
    product: {
      id: 800_000 + entry.id,
      name: entry.payload,
      slug: entry.payload,
      price: entry.id,
      images: [entry.payload],
      category: entry.payload,
      stock: 5,
    },
    quantity: 1,
  }));

type Run = {
  /** Payload ids the page ran, by the __xss binding, from any frame. */
  hits: { id: number; url: string }[];
  violations: () => Promise<{ directive: string; blocked: string }[]>;
};

/** The detector: window.__xss in every frame, and every Content-Security-Policy violation kept. */
async function instrument(context: BrowserContext, page: Page): Promise<Run> {
  const hits: Run['hits'] = [];
  await context.exposeBinding('__xss', (source, id: unknown) => {
    hits.push({ id: Number(id), url: source.frame.url() });
  });
  await context.addInitScript(() => {
    const list: { directive: string; blocked: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: list });
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return {
    hits,
    violations: () =>
      page.evaluate(() => [
        ...(window as unknown as { __cspViolations: { directive: string; blocked: string }[] })
          .__cspViolations,
      ]),
  };
}

/**
 * One round trip to the page: navigates inside the app when `inApp` is given (pushState and
 * popstate, as a link does: the router renders the new URL without a page load), waits two frames
 * (the router's render of a move is not synchronous: two frames are when a move without a heading
 * to wait for has been drawn) or, with `heading`, until the page's <h1> reads it, and until every
 * eager image has loaded or failed (an onerror handler would have run by then), then scans the
 * document. One string: under the CSP the page cannot compile code itself.
 */
const settleAndScan = (
  page: Page,
  inApp?: string,
  heading?: string,
): Promise<{ dangers: Danger[]; heading: string }> =>
  page.evaluate(`(async () => {
    ${inApp === undefined ? '' : `history.pushState(null, '', ${JSON.stringify(inApp)}); dispatchEvent(new PopStateEvent('popstate', { state: null }));`}
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    ${heading === undefined ? 'await frame(); await frame();' : ''}
    const until = Date.now() + 15000;
    const heading = () => (document.querySelector('main h1')?.textContent ?? '').trim();
    ${heading === undefined ? '' : `while (Date.now() < until && heading() !== ${JSON.stringify(heading.trim())}) await frame();`}
    while (Date.now() < until && !Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete)) await frame();
    return {
      dangers: (${findDangers.toString()})(document, ${JSON.stringify(OWN_INLINE)}, ${JSON.stringify(INERT)}),
      heading: heading(),
    };
  })()`);

/** One channel's tally, reported and then checked. */
class Tally {
  readonly dangers: (Danger & { url: string })[] = [];
  readonly inert = new Map<string, number>();
  pages = 0;
  private readonly hitsBefore: number;
  constructor(
    readonly channel: string,
    private readonly run: Run,
  ) {
    this.hitsBefore = run.hits.length;
  }
  /**
   * Scans the page at `url`: the current one, or (`inApp`) after navigating to it inside the app;
   * with `heading`, once the page's <h1> reads it. Returns the <h1>'s text.
   */
  async check(
    page: Page,
    url: string,
    { inApp = false, heading }: { inApp?: boolean; heading?: string } = {},
  ) {
    this.pages++;
    const scanned = await settleAndScan(page, inApp ? url : undefined, heading);
    const { dangers } = scanned;
    for (const danger of dangers) {
      if (isInert(danger)) {
        this.inert.set(danger.kind, (this.inert.get(danger.kind) ?? 0) + 1);
      } else this.dangers.push({ ...danger, url });
    }
    return scanned.heading;
  }
  report(mode: string, tried: number): string {
    const executed = new Set(this.run.hits.slice(this.hitsBefore).map((hit) => hit.id)).size;
    const inert = [...this.inert].map(([kind, count]) => `${count} × ${kind}`).join(', ') || 'none';
    return (
      `XSS fuzz (browser, ${mode}): ${this.channel}: ${tried} payloads tried / ${executed} executed; ` +
      `${this.pages} pages; executable markup found: ${this.dangers.length}; inert: ${inert}`
    );
  }
}

const MODES = [
  { mode: 'with the CSP', bypassCSP: false },
  { mode: 'without the CSP', bypassCSP: true },
] as const;

/**
 * The detector works, and the mode is what it says: markup put into the page by the test itself
 * runs without the policy and is refused with it.
 */
async function control(page: Page, run: Run, bypassCSP: boolean) {
  const before = (await run.violations()).length;
  await page.evaluate(() => {
    const probe = document.createElement('div');
    // The binding's answer is kept: awaiting it below means the test has seen the call.
    probe.innerHTML = '<img src="/__xss-probe.png" onerror="window.__xssProbe = __xss(0)">';
    document.body.append(probe);
  });
  if (bypassCSP) {
    // The error event comes a task after the image fails, and the binding's call reaches the test
    // a message later: wait for the handler, then for the call (a busy machine once lost the race).
    await page.waitForFunction(() => '__xssProbe' in window, undefined, { timeout: 15_000 });
    await page.evaluate(() => (window as unknown as { __xssProbe: Promise<unknown> }).__xssProbe);
    expect(
      run.hits.some((hit) => hit.id === 0),
      'the control payload did not run without the CSP',
    ).toBe(true);
  } else {
    await page.waitForFunction((count) => {
      const list = (window as unknown as { __cspViolations: unknown[] }).__cspViolations;
      return list.length > count;
    }, before);
    expect(
      run.hits.some((hit) => hit.id === 0),
      'the control payload ran under the CSP',
    ).toBe(false);
  }
}

/** The console error Chromium logs when the policy refuses the control's handler. */
const CONTROL_REFUSED = /inline event handler violates the following Content Security Policy/;

function expectClean(tallies: Tally[], run: Run, log: ConsoleLog) {
  const executed = run.hits.filter((hit) => hit.id !== 0);
  expect(executed, 'payloads ran').toEqual([]);
  const ranWithoutBinding = log.errors.filter((error) => /__xss/.test(error.text));
  expect(ranWithoutBinding, 'payloads ran where the detector was missing').toEqual([]);
  for (const tally of tallies) {
    expect(tally.dangers.slice(0, 10), `${tally.channel}: executable markup in the page`).toEqual([]);
  }
}

/** Adds a channel's tally to the test's report. */
const report = (text: string) => test.info().annotations.push({ type: 'XSS fuzz', description: text });

for (const { mode, bypassCSP } of MODES) {
  test.describe(mode, () => {
    test.use({ bypassCSP, allowErrors: bypassCSP ? [] : [CONTROL_REFUSED] });

    // The local copies' channel, in parts that the workers share: each seeds the same copies.
    const parts: {
      name: string;
      channel: string;
      walk: (page: Page, tally: Tally, copies: Copies) => Promise<void>;
    }[] = [
      {
        name: 'list pages, dashboard tabs and edit forms with their previews',
        channel: 'local admin copies',
        walk: async (page, tally, copies) => {
          const [first] = copies.products;
          if (!first) throw new Error('no fuzzed product');
          // Pages loaded from the host (prerendered with the published data, then the local copy).
          for (const url of [
            paths.home.getHref(),
            paths.shop.getHref(),
            paths.category.getHref(first.category),
            paths.courses.getHref(),
            paths.blog.getHref(),
          ]) {
            await visit(page, url);
            await tally.check(page, url);
          }
          for (const tab of ['products', 'training', 'blog'] as const) {
            await tally.check(page, paths.adminDashboard.getHref(tab), { inApp: true });
          }
          for (const index of [1, 11, 25, 33]) {
            for (const url of [
              paths.adminProductEdit.getHref(copies.products[index]!.id),
              paths.adminCourseEdit.getHref(copies.courses.courses[index]!.id),
              paths.adminPostEdit.getHref(copies.posts.posts[index]!.id),
            ]) {
              await tally.check(page, url, { inApp: true });
              // The course and post forms preview their Markdown with the public pages' renderer.
              if (!url.includes('/products/')) {
                await page.getByRole('button', { name: 'Pré-visualizar' }).click();
                await tally.check(page, `${url} (preview)`);
              }
            }
          }
        },
      },
      ...(
        [
          [
            'product',
            paths.shop.getHref(),
            (c: Copies) => c.products.map((p) => [paths.product.getHref(p.id), p.name] as const),
          ],
          [
            'course',
            paths.courses.getHref(),
            (c: Copies) => c.courses.courses.map((x) => [paths.course.getHref(x.id), x.title] as const),
          ],
          [
            'post',
            paths.blog.getHref(),
            (c: Copies) => c.posts.posts.map((x) => [paths.blogPost.getHref(x.slug), x.title] as const),
          ],
        ] as const
      ).map(([kind, start, items]) => ({
        name: `every ${kind} page`,
        channel: `local admin copies (${kind} pages)`,
        walk: async (page: Page, tally: Tally, copies: Copies) => {
          await visit(page, start);
          // Each item page shows its payload as its heading (text): the local copy was really used.
          const shown: string[] = [];
          for (const [url, title] of items(copies)) {
            // Once more when the heading was not yet the copy's: the first move inside the app can
            // come before the page has read the local copies (it answers taps from hydration on).
            const seen = async () =>
              (await tally.check(page, url, { inApp: true, heading: title })) === title.trim();
            if ((await seen()) || (await seen())) shown.push(url);
          }
          expect
            .soft(shown, `${kind} pages showing their payload as the heading`)
            .toHaveLength(payloads.length);
        },
      })),
      {
        name: 'the cart and the checkout',
        channel: 'cart lines in local storage',
        walk: async (page, tally) => {
          for (const url of [paths.cart.getHref(), paths.checkout.getHref()]) {
            await visit(page, url);
            await tally.check(page, url);
            // The lines are shown (as text), so the channel was really tried.
            await expect
              .soft(page.locator('main').getByText(payloads[0]!.payload).first(), `${url}: the cart lines`)
              .toBeVisible();
          }
        },
      },
    ];

    // The parts in two tests of about the same length, each in one browser context seeded once:
    // the item pages of one kind are a long walk each, the lists, forms and cart short ones.
    // Under the policy only the short walks run: with every policy ignored (the other mode) a
    // payload that could run on an item page does run and is caught, and a policy can only refuse
    // more. What the policy mode adds, that the site under its own policy shows the payloads
    // without having to refuse anything, the lists, forms and cart show as well as the item pages.
    const byName = (name: string) => parts.find((part) => part.name === name)!;
    const short = [
      byName('list pages, dashboard tabs and edit forms with their previews'),
      byName('the cart and the checkout'),
    ];
    const tests = bypassCSP
      ? [
          [...short, byName('every product page')],
          [byName('every course page'), byName('every post page')],
        ]
      : [short];

    for (const walks of tests) {
      test(
        `XSS payloads in the local admin copies, ${walks.map((part) => part.name).join('; ')}, ${mode}: none runs`,
        { tag: '@desktop' },
        async ({ context, page, log }) => {
          // 41 item pages in a walk: a busy machine needs more than two minutes for one.
          test.setTimeout(walks.length * 150_000);
          const run = await instrument(context, page);
          const copies = fuzzedLocalCopies();
          await context.addInitScript(
            ({ products, courses, posts, cart }) => {
              localStorage.setItem('admin_products', products);
              localStorage.setItem('admin_courses', courses);
              localStorage.setItem('admin_blog_posts', posts);
              localStorage.setItem('cart', cart);
              localStorage.setItem('admin_token', 'e2e');
            },
            {
              products: JSON.stringify(copies.products),
              courses: JSON.stringify(copies.courses),
              posts: JSON.stringify(copies.posts),
              cart: JSON.stringify(fuzzedCart()),
            },
          );
          const tallies: Tally[] = [];
          for (const part of walks) {
            const tally = new Tally(part.channel, run);
            tallies.push(tally);
            await part.walk(page, tally, copies);
            report(tally.report(mode, payloads.length));
          }
          report(`payloads in URL fields that the local-copy check accepted: ${copies.urlPayloads}`);
          if (!bypassCSP) expect(await run.violations(), 'the policy had to refuse something').toEqual([]);
          expectClean(tallies, run, log);
          await control(page, run, bypassCSP);
        },
      );
    }

    test(
      `XSS payloads in search parameters and paths, ${mode}: none runs`,
      { tag: '@desktop' },
      async ({ context, page, log }) => {
        test.setTimeout(120_000);
        const run = await instrument(context, page);
        await context.addInitScript(() => localStorage.setItem('admin_token', 'e2e'));
        const [product] = publishedProducts();
        if (!product) throw new Error('no published product');
        // The URLs whose parameters a page reads and may show: the searches and page numbers
        // first (shown on the page), then the paths (an unknown one redirects or says not found).
        const urls = (text: string) => {
          const encoded = encodeURIComponent(text);
          return [
            `/loja?search=${encoded}&page=${encoded}`,
            `/blog?search=${encoded}&page=${encoded}`,
            `/loja/${encoded}`,
            `/loja/${encodeURIComponent(product.category)}/${encoded}`,
            `/loja/produto/${encoded}`,
            `/loja?search=${encoded}`,
            `/blog?search=${encoded}`,
            `/blog/${encoded}`,
            `/formacoes/${encoded}`,
            `/admin/dashboard?tab=${encoded}`,
          ];
        };
        const tally = new Tally('search parameters and paths', run);
        // Every payload at once in each URL, loaded from the host: the first render is the browser's.
        const all = payloads.map((entry) => entry.payload).join(' ');
        for (const url of urls(all)) {
          await visit(page, url);
          await tally.check(page, url);
        }
        // Without the policy, also each payload on its own in the URLs that show what they carry,
        // navigating inside the app (a full load each would cost minutes; under the policy the
        // loads above already show that no payload needs it).
        if (bypassCSP) {
          for (const entry of payloads) {
            for (const url of urls(entry.payload).slice(0, 5)) {
              await tally.check(page, url, { inApp: true });
            }
          }
        }
        report(tally.report(mode, payloads.length));
        if (!bypassCSP) expect(await run.violations(), 'the policy had to refuse something').toEqual([]);
        expectClean([tally], run, log);
        await control(page, run, bypassCSP);
      },
    );
  });
}
