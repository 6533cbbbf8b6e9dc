// Every prerendered page must render from its slice of the published data (src/lib/page-loading/page-data.ts)
// exactly as from the whole data: the browser hydrates with the slice only.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderAppHtml } from '#src/entry-server.tsx';
import type { MetaCollector } from '#src/components/seo/page-meta.tsx';
import settings from '#src/generated/settings.json';
import { prerenderedPaths } from '#src/lib/paths.ts';
import { postIndex, productIndex, selectPageData, type FullData } from '#src/lib/page-loading/page-data.ts';
import type { PageData } from '#src/lib/prerendered-page.ts';
import type { BlogPost } from '#src/lib/schema.ts';

const readPublic = <T,>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../public/${file}`, import.meta.url), 'utf8')) as T;

const sample: FullData = {
  products: readPublic('products.json'),
  courses: readPublic('courses.json'),
  posts: readPublic('blog.json'),
};
const categorySlugs = settings.categories.map((category) => category.slug);

const silent: MetaCollector = { collect: () => {} };

const renderPage = (url: string, published: PageData, path?: string): Promise<string> =>
  renderAppHtml(url, published, path, silent);

async function expectSameRender(data: FullData, url: string) {
  const slice = selectPageData(url, data, categorySlugs);
  const fromSlice = await renderPage(url, slice, url);
  const fromWhole = await renderPage(url, data);
  expect(fromSlice, url).toBe(fromWhole);
  return slice;
}

describe('per-page data', () => {
  it('renders every prerendered page of the sample from its slice exactly as from the whole data', async () => {
    const routes = prerenderedPaths(sample, settings.categories);
    for (const route of routes) await expectSameRender(sample, route.path);
  }, 120_000);

  it("gives a product page its product whole and the related ones' cards only", async () => {
    const product = sample.products[0];
    if (!product) throw new Error('no sample product');
    const slice = await expectSameRender(sample, `/loja/produto/${product.id}`);
    expect(slice.products).toEqual([product]);
    expect(slice.relatedProducts?.length).toBeGreaterThan(0);
    expect(slice.relatedProducts?.length).toBeLessThanOrEqual(4);
    expect(slice.relatedProducts?.every((card) => !('description' in card) && card.images.length <= 1)).toBe(
      true,
    );
    expect(slice.posts).toBeUndefined();
    expect(slice.productList).toBeUndefined();
  });

  it('gives a post page its post whole and the other posts it links to as cards only', async () => {
    // A post with a previous and a next one, and related posts in its category.
    const post = sample.posts.find((candidate) => {
      const slice = selectPageData(
        `/blog/${candidate.slug}`,
        sample,
        settings.categories.map((c) => c.slug),
      );
      const around = slice.postNeighbours;
      return around?.previous && around.next && around.related.length > 0;
    });
    if (!post) throw new Error('no sample post with neighbours and related posts');
    const slice = await expectSameRender(sample, `/blog/${post.slug}`);
    expect(slice.posts).toEqual([post]);
    const { previous, next, related = [] } = slice.postNeighbours ?? {};
    const cards = [previous, next, ...related];
    expect(
      cards.every((card) => card !== undefined && !('content' in card) && !('contentHtml' in card)),
    ).toBe(true);
    expect(slice.products).toBeUndefined();
  });

  it('gives the home page the cards of its sections only: no description, programme or post body', async () => {
    const slice = await expectSameRender(sample, '/');
    expect(Object.keys(slice)).toEqual(['homeCards']);
    const cards = slice.homeCards;
    expect(cards?.products.length).toBeGreaterThan(0);
    expect(
      cards?.products.every(
        (card) =>
          !('description' in card) &&
          !('category' in card) &&
          !('subcategory' in card) &&
          card.images.length <= 1,
      ),
    ).toBe(true);
    expect(cards?.courses.length).toBeGreaterThan(0);
    expect(cards?.courses.every((card) => card.featured && !('fullDescription' in card))).toBe(true);
    // The newest post is shown large with its excerpt; the next ones compact, without it.
    const newest = [...sample.posts].sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(cards?.posts.featured?.id).toBe(newest?.id);
    expect(cards?.posts.featured?.excerpt).toBe(newest?.excerpt);
    expect(cards?.posts.featured && 'content' in cards.posts.featured).toBe(false);
    expect(cards?.posts.others).toHaveLength(3);
    expect(
      cards?.posts.others.every(
        (card) =>
          !('excerpt' in card) && !('author' in card) && !('content' in card) && !('contentHtml' in card),
      ),
    ).toBe(true);
  });

  it('gives /formacoes every course as a card, and a course page its course whole with the version', async () => {
    const list = await expectSameRender(sample, '/formacoes');
    expect(Object.keys(list)).toEqual(['courseList']);
    expect(list.courseList).toHaveLength(sample.courses.courses.length);
    expect(
      list.courseList?.every((card) => !('fullDescription' in card) && !('fullDescriptionHtml' in card)),
    ).toBe(true);
    const course = sample.courses.courses.find((candidate) => candidate.fullDescription);
    if (!course) throw new Error('no sample course with a programme');
    const page = await expectSameRender(sample, `/formacoes/${course.id}`);
    expect(page).toEqual({ courses: { version: sample.courses.version, courses: [course] } });
  });

  it("gives /loja the first page's cards and the counts, no whole product", async () => {
    const slice = await expectSameRender(sample, '/loja');
    expect(slice.products).toBeUndefined();
    expect(slice.productList?.items).toHaveLength(Math.min(20, sample.products.length));
    expect(slice.productList?.total).toBe(sample.products.length);
    expect(slice.productList?.items.every((item) => !('description' in item))).toBe(true);
  });

  it('gives a paginated /blog its first page of cards, without bodies', async () => {
    const base = sample.posts[0];
    if (!base) throw new Error('no sample post');
    const posts: BlogPost[] = Array.from({ length: 25 }, (_, i) => ({
      ...base,
      id: i + 1,
      slug: `artigo-${i + 1}`,
      title: `Artigo ${i + 1}`,
      date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    }));
    const data = { ...sample, posts };
    const slice = await expectSameRender(data, '/blog');
    expect(slice.postList?.items.map((post) => post.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Artigo ${25 - i}`),
    );
    expect(slice.postList?.total).toBe(25);
    expect(slice.postList?.items.every((post) => !('content' in post))).toBe(true);
    await expectSameRender(data, '/blog/artigo-13');
  });

  it('builds compact indexes in display order with the searchable text lowercased', () => {
    const products = productIndex(sample.products);
    expect(products).toHaveLength(sample.products.length);
    for (const entry of products) {
      expect(Object.keys(entry).sort()).not.toContain('description');
      expect(entry.images.length).toBeLessThanOrEqual(1);
      expect(entry.text).toBe(entry.text.toLowerCase());
    }
    const posts = postIndex(sample.posts);
    expect(posts.every((entry) => !('content' in entry))).toBe(true);
  });
});
