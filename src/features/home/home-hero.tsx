// The home hero: the slides of content/settings/hero.yml, each leading to a collection of the
// shop; only the first carries the title, the subtitle and the main buttons (docs/product.md §2.2).
import { Link } from '#src/components/link/link.tsx';
import { Carousel, type CarouselSlide } from '#src/components/carousel/carousel.tsx';
import { business, categories, hero } from '#src/generated/settings.json';
import './home-hero.css';
import { paths } from '#src/lib/paths.ts';
import type { Category, HeroSlide, SiteSettings } from '#src/lib/schema.ts';
import { Picture } from '#src/components/picture/picture.tsx';
import { HERO_IMAGE_SIZES } from './hero-image.ts';

/** The hero changes slide every 5400 ms (docs/product.md §9). */
export const HERO_INTERVAL = 5400;
const HERO_IMAGE_WIDTH = 1600;
const HERO_IMAGE_HEIGHT = 900;

/** The slides of content/settings/hero.yml, in order; each picture shows the collection its button leads to. */
const HERO_SLIDES: readonly HeroSlide[] = (hero as SiteSettings['hero']).slides;

type CategoryNames = readonly Pick<Category, 'slug' | 'subcategories'>[];

/** The collection's name as the owner wrote it in the categories settings. */
function subcategoryName(
  categories: CategoryNames,
  categorySlug: string,
  subcategorySlug: string,
): string | undefined {
  const category = categories.find((c) => c.slug === categorySlug);
  return category?.subcategories.find((s) => s.slug === subcategorySlug)?.name;
}

type HeroContext = { categories: CategoryNames; tagline: string };

function HeroSlideContent({
  slide,
  first,
  context,
}: {
  slide: HeroSlide;
  first: boolean;
  context: HeroContext;
}) {
  const name = subcategoryName(context.categories, slide.category, slide.subcategory);
  const linkClass = first
    ? 'button button--ghost hero-slide__collection'
    : slide.tone === 'dark'
      ? 'button hero-slide__button--light'
      : 'button';
  const collectionLink = (
    <Link className={linkClass} to={paths.subcategory.getHref(slide.category, slide.subcategory)}>
      {name ? `Descobrir ${name}` : 'Descobrir a coleção'}
      <span aria-hidden="true">→</span>
    </Link>
  );
  return (
    <div className={`hero-slide hero-slide--${slide.tone}${first ? ' hero-slide--first' : ''}`}>
      {/* Hidden until its turn, a later slide's picture is asked for once the page has hydrated,
          so that it does not share the link with the first slide's (the page's largest paint); it
          is laid over the slide (position: absolute), so nothing moves when it comes. */}
      <Picture
        className="hero-slide__image"
        src={slide.image}
        alt=""
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        sizes={HERO_IMAGE_SIZES}
        // The first slide's picture is the largest thing on the page when it opens (LCP).
        priority={first}
        later={first ? undefined : 'after-hydration'}
      />
      <div className="container hero-slide__content">
        {first ? (
          <div className="hero-slide__panel">
            <p className="hero-slide__title">Transforme a sua paixão por unhas numa profissão</p>
            <p className="hero-slide__subtitle">{context.tagline}</p>
            <div className="hero-slide__actions">
              <Link className="button" to={paths.courses.getHref()}>
                Ver Formações
              </Link>
              <Link className="button button--secondary" to={paths.shop.getHref()}>
                Visitar Loja
              </Link>
            </div>
            {collectionLink}
          </div>
        ) : (
          collectionLink
        )}
      </div>
    </div>
  );
}

type HeroCarouselProps = HeroContext & { slides: readonly HeroSlide[] };

/** The hero of the given slides (the home page's, or the slides being edited in the CMS). */
export function HeroCarousel({ slides, categories, tagline }: HeroCarouselProps) {
  const context = { categories, tagline };
  const items: CarouselSlide[] = slides.map((slide, index) => ({
    // A slide is named by its collection (the content build keeps them unique).
    id: slide.subcategory,
    content: <HeroSlideContent slide={slide} first={index === 0} context={context} />,
  }));
  return <Carousel className="home-hero" slides={items} label="Destaques" interval={HERO_INTERVAL} />;
}

export function HomeHero() {
  return <HeroCarousel slides={HERO_SLIDES} categories={categories} tagline={business.tagline} />;
}
