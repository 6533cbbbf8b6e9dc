import { useMemo } from 'react';
import { absoluteUrl, SITE_URL, usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useCourses, usePosts, useProducts } from '#src/data/data-provider.tsx';
import settings from '#src/generated/settings.json';
import {
  selectFeaturedCourses,
  selectFeaturedProducts,
  selectHomePosts,
  selectNewestProducts,
} from '#src/lib/home-selection.ts';
import { HomeBlog } from './home-blog.tsx';
import { HomeChatCta } from './home-chat-cta.tsx';
import { HomeCourses } from './home-courses.tsx';
import { HERO_IMAGE_SIZES, HomeHero } from './home-hero.tsx';
import { HomeIntro } from './home-intro.tsx';
import { HomeProducts } from './home-products.tsx';
import { HomeStats } from './home-stats.tsx';
import { HomeTestimonials } from './home-testimonials.tsx';
import { organizationJsonLd } from './organization-json-ld.ts';
import './home-page.css';

const { business } = settings;
/** The first slide's picture: the largest thing on the page when it opens. */
const HERO_IMAGE = settings.hero.slides[0]?.image;
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

  const products = useProducts();
  const courses = useCourses();
  const posts = usePosts();

  const featuredProducts = useMemo(() => selectFeaturedProducts(products.data), [products.data]);
  const newestProducts = useMemo(() => selectNewestProducts(products.data), [products.data]);
  const featuredCourses = useMemo(() => selectFeaturedCourses(courses.data), [courses.data]);
  const homePosts = useMemo(() => selectHomePosts(posts.data), [posts.data]);

  return (
    <main id="main" className="home-page">
      <h1 className="visually-hidden">
        {business.name}: {business.tagline}
      </h1>
      <HomeHero />
      <HomeIntro />
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
      <HomeProducts
        id="home-newest"
        title="Novidades"
        subtitle="Os produtos que acabaram de chegar à loja."
        products={newestProducts}
        loading={products.loading}
        emptyText="Não há novidades de momento."
        placeholders={4}
      />
      <HomeStats />
      <HomeCourses courses={featuredCourses} loading={courses.loading} />
      <HomeTestimonials />
      <HomeBlog featured={homePosts.featured} others={homePosts.others} loading={posts.loading} />
      <HomeChatCta />
    </main>
  );
}
