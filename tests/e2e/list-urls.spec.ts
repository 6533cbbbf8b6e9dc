// A list page opened on a URL that names a search, a page number or a blog category (a shared
// link, a search sent before the app was up) is served the prerendered plain list, which the app
// replaces (docs/decisions/039-lists-named-by-the-url.md). Until then the parts the parameters
// change are hidden, and the page keeps its room while the list's data comes: nothing in the page
// or its footer moves (no layout shift), and the list the visitor asked for is what they get. The
// searches' indexes are held back until the app has rendered, so that the wait is always seen; so is
// the whole stylesheet, until the skeleton's code is in, so that a skeleton drawn without its rules
// (they are in that sheet only) would be seen growing when the sheet comes.
import type { Page } from '@playwright/test';
import { HYDRATED_MARK } from '../../src/lib/page-loading/app-loader.ts';
import { QUERY_DEPENDENT_CLASS, QUERY_PENDING_CLASS } from '../../src/lib/page-loading/query-pending.ts';
import { expect, test } from './support/fixtures.ts';
import { blogCategories, isInCategory } from '../../src/lib/blog.ts';
import { publishedPosts } from './support/published-content.ts';
import { publishedProducts, siteSettings } from './support/site-data.ts';

type ListProbe = {
  /** At DOMContentLoaded: whether <html> had the class, and the marked parts not hidden. */
  pendingWhenRead: boolean;
  shownWhenRead: string[];
  /** Layout shifts of elements in <main> or the footer: their value and the elements' classes. */
  shifts: { value: number; sources: string[] }[];
};

/**
 * Runs in the page before its scripts. Plain JavaScript in a string: the test runner's TypeScript
 * transform would add helpers the page lacks.
 */
const LIST_PROBE = `(() => {
  const probe = { pendingWhenRead: false, shownWhenRead: [], shifts: [] };
  window.__listProbe = probe;
  document.addEventListener('DOMContentLoaded', () => {
    probe.pendingWhenRead = document.documentElement.classList.contains('${QUERY_PENDING_CLASS}');
    for (const element of document.querySelectorAll('.${QUERY_DEPENDENT_CLASS}')) {
      if (getComputedStyle(element).visibility !== 'hidden') probe.shownWhenRead.push(element.className);
    }
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = [];
      for (const source of entry.sources) {
        const node = source.node && (source.node.nodeType === 1 ? source.node : source.node.parentElement);
        if (node && node.closest('main, footer')) sources.push(node.localName + '.' + node.className);
      }
      if (sources.length > 0) probe.shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Holds the requests whose address matches until `release` is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const SEARCH_INDEXES = /\/(products|blog)-index\.json$/;
/** The whole stylesheet, which the list pages' scripts ask for (their markup has its own CSS). */
const WHOLE_STYLESHEET = /\/assets\/[^/]+\.css$/;
/** The code of the skeletons a list shows while its data comes. */
const SKELETON_CODE = /\/assets\/[a-z-]*skeletons-[^/]+\.js$/;

/** A category of the sample with more than one page of products. */
function categoryWithTwoPages(): string {
  const products = publishedProducts();
  const slug = siteSettings().categories.find(
    (category) => products.filter((product) => product.category === category.slug).length > 20,
  )?.slug;
  if (!slug) throw new Error('the sample needs a category of more than 20 products');
  return slug;
}

/** The blog category with the most posts in the sample. */
function busiestBlogCategory(): { name: string; slug: string } {
  const posts = publishedPosts();
  const [busiest] = blogCategories(posts)
    .map((category) => ({
      category,
      count: posts.filter((post) => isInCategory(post, category.slug)).length,
    }))
    .sort((a, b) => b.count - a.count);
  if (!busiest) throw new Error('the sample has no blog posts');
  return busiest.category;
}

const blogCategory = busiestBlogCategory();

const CASES: { url: string; shows: (page: Page) => Promise<void> }[] = [
  {
    url: '/loja?search=rosa',
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Resultados da pesquisa' })).toBeVisible();
      await expect(page.locator('.shop-products__summary')).toContainText('"rosa"');
      await expect(page.getByRole('searchbox', { name: 'Pesquisar na loja' })).toHaveValue('rosa');
    },
  },
  {
    // A search that finds nothing: a list far shorter than the screen the page kept for it.
    url: '/loja?search=zzxqv',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver todos os produtos' })).toBeVisible();
    },
  },
  {
    url: `/loja/${categoryWithTwoPages()}?page=2`,
    shows: async (page) => {
      await expect(page.locator('.category-page__range')).toContainText('21');
    },
  },
  {
    url: `/blog?categoria=${blogCategory.slug}`,
    shows: async (page) => {
      const filters = page.getByRole('group', { name: 'Filtrar por categoria' });
      await expect(filters.getByRole('button', { pressed: true })).toHaveText(blogCategory.name);
      await expect(page.locator('.blog-page__count')).toContainText('encontrad');
    },
  },
  {
    url: '/blog?search=zzxqv',
    shows: async (page) => {
      await expect(
        page.getByText('Não foram encontrados artigos correspondentes à sua pesquisa.'),
      ).toBeVisible();
    },
  },
  {
    url: '/blog?search=gel',
    shows: async (page) => {
      await expect(page.locator('.blog-page__count')).toContainText('encontrad');
      await expect(page.getByRole('searchbox', { name: 'Pesquisar artigos' })).toHaveValue('gel');
    },
  },
];

for (const { url, shows } of CASES) {
  test(
    `${url} opened from a link: no list that jumps away, nothing moves`,
    { tag: '@both' },
    async ({ page }) => {
      await page.addInitScript(LIST_PROBE);
      const releaseIndexes = await hold(page, SEARCH_INDEXES);
      const releaseStylesheet = await hold(page, WHOLE_STYLESHEET);
      const skeletonCode = page.waitForResponse(SKELETON_CODE);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
      await skeletonCode;
      // Room for a skeleton that did not wait for its rules to be drawn (React may take up to
      // 300 ms to show a boundary's content after its fallback); a skeleton that waits never is.
      await page.waitForSelector('.skeleton', { state: 'attached', timeout: 500 }).catch(() => undefined);
      const unstyledSkeleton = await page.evaluate(() =>
        [...document.querySelectorAll('.skeleton')].some(
          (element) => getComputedStyle(element).animationName === 'none',
        ),
      );
      releaseStylesheet();
      releaseIndexes();
      await shows(page);
      await expect(page.locator('html')).not.toHaveClass(new RegExp(QUERY_PENDING_CLASS));
      // Layout shifts are reported in the frame after they happen.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const probe = await page.evaluate(() => (window as unknown as { __listProbe: ListProbe }).__listProbe);
      expect(probe.pendingWhenRead, 'the loader hid the prerendered list').toBe(true);
      expect(probe.shownWhenRead, 'parts of the prerendered list shown').toEqual([]);
      expect(unstyledSkeleton, 'a skeleton drawn without its rules').toBe(false);
      expect(probe.shifts, 'layout shifts in the page or its footer').toEqual([]);
    },
  );
}
