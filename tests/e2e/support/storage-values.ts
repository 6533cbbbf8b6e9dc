// Local-storage values for the browser tests of bad local state (storage-fuzz.spec.ts,
// storage-fuzz-routes.spec.ts): a good value for every key, made from the published data the way
// the site writes it, the corpus of bad values (tests/fixtures/bad-storage.json), and helpers that
// seed the storage before a page loads and wait until a page has read it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { toCartProduct } from '../../../src/lib/checkout/cart.ts';
import { fingerprint } from '../../../src/lib/fingerprint.ts';
import { paths, prerenderedPaths, PUBLIC_PAGES, type PublicPage } from '../../../src/lib/paths.ts';
import type { BlogPost, CoursesFile, Product } from '../../../src/lib/schema.ts';
import { STORAGE_KEYS, type StorageKey } from '../../../src/lib/storage.ts';
import { DIST_DIR, ROOT_DIR } from './config.ts';
import { waitForHydration } from './fixtures.ts';
import { publishedProducts, siteSettings } from './site-data.ts';

export type Kind = { name: string; raw?: string; truncate?: number; hugeCharacters?: number };
export type Expectation = 'kept' | 'repaired' | 'discarded';
type Corpus = {
  kinds: Kind[];
  allKeysAtOnce: { groups: string[]; hugeCharacters: number };
  oneKeyAtATime: { kinds: string[] };
  olderShapes: Record<StorageKey, { raw: string; expect: Expectation }[]>;
};

export const corpus = JSON.parse(
  readFileSync(path.join(ROOT_DIR, 'tests', 'fixtures', 'bad-storage.json'), 'utf8'),
) as Corpus;

export const KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);
/** The keys that hold a list; the others hold an object, a flag or a marker. */
const LIST_KEYS: readonly StorageKey[] = ['cart', 'admin_products'];
/** Lists whose good entries are kept when others are bad (an admin copy is judged whole). */
const REPAIRED_LISTS: readonly StorageKey[] = ['cart'];

const readDist = <T>(file: string): T => JSON.parse(readFileSync(path.join(DIST_DIR, file), 'utf8')) as T;

/** A good stored value for every key, as the site itself writes it. */
export function goodValues(): Record<StorageKey, string> {
  const products = publishedProducts();
  const courses = readDist<CoursesFile>('courses.json');
  const posts = readDist<BlogPost[]>('blog.json');
  const product = products.find((p) => p.stock >= 3) as Product;
  const now = new Date().toISOString();
  return {
    cart: JSON.stringify([{ id: `line-${product.id}`, product: toCartProduct(product), quantity: 2 }]),
    admin_token: JSON.stringify({ signedInAt: now }),
    cookie_consent: JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: now }),
    newsletter_subscribed: 'true',
    newsletter_popup_closed: 'true',
    heading_font: 'true',
    admin_products: JSON.stringify(products),
    admin_courses: JSON.stringify(courses),
    admin_blog_posts: JSON.stringify({ version: '1.0.1', basedOn: fingerprint(posts), posts }),
  };
}

/** The raw text of a bad-value kind for `key`. */
export function rawOf(kind: Kind, key: StorageKey, good: Record<StorageKey, string>): string {
  if (kind.raw !== undefined) return kind.raw;
  if (kind.truncate !== undefined) return good[key].slice(0, Math.floor(good[key].length * kind.truncate));
  if (kind.hugeCharacters !== undefined) return JSON.stringify('x'.repeat(kind.hugeCharacters));
  throw new Error(`kind ${kind.name} has no value`);
}

/** What must become of a bad value of a kind (the older shapes say it themselves). */
export function expectationOf(kind: Kind, key: StorageKey): Expectation {
  // The session marker means nothing but its presence (docs/product.md §6): only an empty or a
  // huge one is not a marker.
  if (key === 'admin_token') return kind.name === 'empty' || kind.name === 'huge' ? 'discarded' : 'kept';
  if (kind.name === 'list' && REPAIRED_LISTS.includes(key)) return 'repaired';
  return 'discarded';
}

/** The value every key but the login marker gets in one group of the all-keys-at-once visits. */
export function groupValue(group: string, key: StorageKey, good: Record<StorageKey, string>): string {
  const kind = (name: string) => corpus.kinds.find((k) => k.name === name) as Kind;
  switch (group) {
    case 'wrongType':
      return rawOf(kind(LIST_KEYS.includes(key) ? 'object' : 'list'), key, good);
    case 'huge':
      return JSON.stringify('x'.repeat(corpus.allKeysAtOnce.hugeCharacters));
    case 'olderShape':
      return corpus.olderShapes[key][0]?.raw ?? '';
    default:
      return rawOf(kind(group), key, good);
  }
}

/** A page that reads `key` soon after it loads. */
export function pageReading(key: StorageKey): string {
  switch (key) {
    case 'admin_token':
      return paths.adminDashboard.getHref();
    case 'admin_products':
      return paths.shop.getHref();
    case 'admin_courses':
      return paths.courses.getHref();
    case 'admin_blog_posts':
      return paths.blog.getHref();
    case 'newsletter_subscribed':
    case 'newsletter_popup_closed':
      // Only the home page has the newsletter popup.
      return paths.home.getHref();
    default:
      // The cart, the cookie choice and the outbox are read on every page.
      return paths.about.getHref();
  }
}

/** One URL of every public page kind (from the prerender's list) and of every admin screen. */
export function everyRoute(): { page: PublicPage | string; path: string }[] {
  const products = publishedProducts();
  const courses = readDist<CoursesFile>('courses.json');
  const posts = readDist<BlogPost[]>('blog.json');
  const all = prerenderedPaths({ products, courses, posts }, siteSettings().categories);
  const publicRoutes = PUBLIC_PAGES.map((page) => {
    const first = all.find((entry) => entry.page === page);
    if (!first) throw new Error(`no prerendered URL for the page ${page}`);
    return { page, path: first.path };
  });
  const [product, course, post] = [products[0], courses.courses[0], posts[0]];
  if (!product || !course || !post) throw new Error('the published content is empty');
  const adminRoutes = [
    { page: 'adminLogin', path: paths.adminLogin.getHref() },
    { page: 'adminDashboard', path: paths.adminDashboard.getHref() },
    { page: 'adminProductNew', path: paths.adminProductNew.getHref() },
    { page: 'adminProductEdit', path: paths.adminProductEdit.getHref(product.id) },
    { page: 'adminCourseNew', path: paths.adminCourseNew.getHref() },
    { page: 'adminCourseEdit', path: paths.adminCourseEdit.getHref(course.id) },
    { page: 'adminPostNew', path: paths.adminPostNew.getHref() },
    { page: 'adminPostEdit', path: paths.adminPostEdit.getHref(post.id) },
  ];
  return [...publicRoutes, ...adminRoutes];
}

/**
 * Loads `path` with the whole local storage replaced by `values` before the page's first script:
 * an init script of this one load (one-shot, by a token in the session storage, which the site
 * never uses; top frame only), so that no stop on a plain file of the site is needed and the page
 * left behind is gone before the storage is seeded. `huge` gives one key a JSON string of that
 * many characters, made in the page (megabytes sent to it cost seconds). Returns as `load`.
 */
export async function loadSeeded(
  page: Page,
  path: string,
  values: Partial<Record<StorageKey, string>>,
  huge?: { key: StorageKey; characters: number },
): Promise<RequestTracker> {
  const token = `${Date.now()}-${Math.random()}`;
  const seeding = await page.addInitScript(
    (seed) => {
      if (window.top !== window || sessionStorage.getItem('e2e-seeded') === seed.token) return;
      sessionStorage.setItem('e2e-seeded', seed.token);
      localStorage.clear();
      for (const [key, value] of seed.entries) localStorage.setItem(key, value);
      if (seed.huge) localStorage.setItem(seed.huge.key, JSON.stringify('x'.repeat(seed.huge.characters)));
    },
    { token, entries: Object.entries(values), huge },
  );
  try {
    return await load(page, path);
  } finally {
    await seeding.dispose();
  }
}

export async function storedValues(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...KEYS],
  );
}

/** Waits until the stored value of `key` is no longer `raw` (removed or rewritten). */
export async function waitUntilChanged(
  page: Page,
  key: string,
  raw: string,
  timeout = 20_000,
): Promise<void> {
  // The length and the ends stand for the value: a huge one is not sent to the page at every poll.
  const sign = { length: raw.length, head: raw.slice(0, 200), tail: raw.slice(-200) };
  await page.waitForFunction(
    ({ k, length, head, tail }) => {
      const now = localStorage.getItem(k);
      return now === null || now.length !== length || !now.startsWith(head) || !now.endsWith(tail);
    },
    { k: key, ...sign },
    { timeout, polling: 50 },
  );
}

/**
 * Counts a page's requests in flight from the moment it is created, so that `quiet` can tell when
 * the data files and chunks a page loads after hydrating are all in: the same idea as
 * Playwright's 'networkidle', with a shorter quiet time.
 */
export class RequestTracker {
  private readonly open = new Set<Request>();
  private readonly waiting = new Set<() => void>();

  constructor(page: Page) {
    page.on('request', (request) => {
      // A video streams for as long as it plays: it never counts.
      if (request.resourceType() !== 'media') this.open.add(request);
    });
    const ended = (request: Request) => {
      this.open.delete(request);
      for (const check of this.waiting) check();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  private get inFlight(): number {
    return this.open.size;
  }

  /** Resolves once no request has been in flight for `quietMs`. */
  quiet(quietMs = 250, timeout = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (error?: Error) => {
        clearTimeout(timer);
        clearTimeout(limit);
        this.waiting.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        clearTimeout(timer);
        if (this.inFlight === 0) {
          timer = setTimeout(() => (this.inFlight === 0 ? finish() : check()), quietMs);
        }
      };
      const limit = setTimeout(
        () => finish(new Error(`${this.inFlight} request(s) still in flight after ${timeout} ms`)),
        timeout,
      );
      this.waiting.add(check);
      check();
    });
  }
}

export const ERROR_SCREEN = 'Unexpected Application Error!';

/**
 * Whether the page shows the error screen: its text anywhere in the document. One read of the
 * X
 */
export function showsErrorScreen(page: Page): Promise<boolean> {
  return page.evaluate((text) => (document.body.textContent ?? '').includes(text), ERROR_SCREEN);
}

/** One tracker per page, kept for its later loads: a tour of many loads adds no more listeners. */
const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Loads `path` and waits until it has hydrated and the requests it made after that are done.
 * Returns the page's request tracker, to wait for the requests of what happens next.
 */
export async function load(page: Page, path: string): Promise<RequestTracker> {
  const requests = trackers.get(page) ?? new RequestTracker(page);
  trackers.set(page, requests);
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  await requests.quiet();
  return requests;
}
