import { useMemo } from 'react';
import { absoluteUrl, SITE_URL, usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useHomeSections } from '#src/data/page-hooks.tsx';
import { business, hero } from '#src/generated/settings.json';
import {
  selectFeaturedCourses,
  selectFeaturedProducts,
  selectHomePosts,
  selectNewestProducts,
} from '#src/lib/home-selection.ts';
import { HydrateWhen, lazyPart } from '#src/components/hydrate-when/hydrate-when.tsx';
import { HERO_IMAGE_SIZES } from './hero-image.ts';
import { organizationJsonLd } from './organization-json-ld.ts';
import type { HomePosts } from '#src/lib/prerendered-page.ts';
import './home-page.css';

/** No post yet: the blog section says so. */
const NO_POSTS: HomePosts = { others: [] };

// The hero and the introduction hydrate when the browser is idle after the page has hydrated (or
// when touched): their code (the carousel, the video) is one chunk, not part of the page's first
// JavaScript. Below them, each section is a part that hydrates when it comes near the viewport (or
// is touched); their code is one chunk, loaded then, never before the first paint.
const aboveTheFold = () => import('./home-above-fold.tsx');
const HomeHero = lazyPart(async () => (await aboveTheFold()).HomeHero);
const HomeIntro = lazyPart(async () => (await aboveTheFold()).HomeIntro);
const belowTheFold = () => import('./home-below-fold.tsx');
const HomeProducts = lazyPart(async () => (await belowTheFold()).HomeProducts);
const HomeStats = lazyPart(async () => (await belowTheFold()).HomeStats);
const HomeCourses = lazyPart(async () => (await belowTheFold()).HomeCourses);
const HomeTestimonials = lazyPart(async () => (await belowTheFold()).HomeTestimonials);
const HomeBlog = lazyPart(async () => (await belowTheFold()).HomeBlog);
const HomeChatCta = lazyPart(async () => (await belowTheFold()).HomeChatCta);

/** Loads the code of every part now (a client render then shows them without waiting). */
export async function preloadHomeParts(): Promise<void> {
  const parts = [
    HomeHero,
    HomeIntro,
    HomeProducts,
    HomeStats,
    HomeCourses,
    HomeTestimonials,
    HomeBlog,
    HomeChatCta,
  ];
  await Promise.all(parts.map((part) => part.preload()));
}

/** The first slide's picture: the largest thing on the page when it opens. */
const HERO_IMAGE = hero.slides[0]?.image;
const organization = organizationJsonLd(business, {
  siteUrl: SITE_URL,
  logoUrl: absoluteUrl('/images/logo.svg'),
});

/** The home page, '/' (docs/product.md §2.2). */
export function HomePage() {
  // No title: the page meta then reads "business name | tagline".
  usePageMeta({
    description: `Formações em unhas de gel presenciais, online e privadas e loja de produtos profissionais para unhas, no ${business.name}, em ${business.address.city}.`,
    jsonLd: organization,
    ...(HERO_IMAGE !== undefined && { preloadImage: { src: HERO_IMAGE, sizes: HERO_IMAGE_SIZES } }),
  });

  // Only the cards its sections show are in the page (not the items whole).
  const { products, courses, posts } = useHomeSections();

  const featuredProducts = useMemo(() => selectFeaturedProducts(products.data), [products.data]);
  const newestProducts = useMemo(() => selectNewestProducts(products.data), [products.data]);
  const featuredCourses = useMemo(() => selectFeaturedCourses(courses.data), [courses.data]);
  const homePosts = useMemo(
    () => (posts.data.whole ? selectHomePosts(posts.data.whole) : (posts.data.chosen ?? NO_POSTS)),
    [posts.data],
  );

  return (
    <main id="main" className="home-page">
      <h1 className="visually-hidden">
        {business.name}: {business.tagline}
      </h1>
      <HydrateWhen on="idle">
        <HomeHero />
      </HydrateWhen>
      <HydrateWhen on="idle">
        <HomeIntro />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeProducts
          id="home-featured"
          title="Produtos em Destaque"
          subtitle="Os preferidos das nossas alunas e clientes."
          products={featuredProducts}
          loading={products.loading}
          emptyText="Não há produtos em destaque de momento."
          placeholders={4}
          muted
        />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeProducts
          id="home-newest"
          title="Novidades"
          subtitle="Os produtos que acabaram de chegar à loja."
          products={newestProducts}
          loading={products.loading}
          emptyText="Não há novidades de momento."
          placeholders={4}
        />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeStats />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeCourses courses={featuredCourses} loading={courses.loading} />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeTestimonials />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeBlog featured={homePosts.featured} others={homePosts.others} loading={posts.loading} />
      </HydrateWhen>
      <HydrateWhen on="visible">
        <HomeChatCta />
      </HydrateWhen>
    </main>
  );
}
