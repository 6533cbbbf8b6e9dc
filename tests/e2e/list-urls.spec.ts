// A list page opened on a URL that names a search, a page number or a blog category (a shared
// link, a search sent before the app was up) is served the prerendered plain list, which the app
// replaces (docs/decisions/039-lists-named-by-the-url.md). Until then the parts the parameters
// change are hidden, and the page keeps its room while the list's data comes: nothing in the page
// or its footer moves (no layout shift), and the list the visitor asked for is what they get. The
// searches' indexes are held back until the app has rendered, so that the wait is always seen.
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

/** Holds the searches' indexes until `release` is called. */
async function holdIndexes(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(products|blog)-index\.json$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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
      const release = await holdIndexes(page);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
      release();
      await shows(page);
      await expect(page.locator('html')).not.toHaveClass(new RegExp(QUERY_PENDING_CLASS));
      // Layout shifts are reported in the frame after they happen.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const probe = await page.evaluate(() => (window as unknown as { __listProbe: ListProbe }).__listProbe);
      expect(probe.pendingWhenRead, 'the loader hid the prerendered list').toBe(true);
      expect(probe.shownWhenRead, 'parts of the prerendered list shown').toEqual([]);
      expect(probe.shifts, 'layout shifts in the page or its footer').toEqual([]);
    },
  );
}
