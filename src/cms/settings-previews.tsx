// The previews of the settings files (content/settings/*.yml) that the visitor sees as such: the
// home page's hero slides, the shop's categories and the testimonials, each rendered by the site's
// own component from what is being edited. Decap's default preview of a settings file is a list of
// the raw values ('light', 'summer-crush'); the business details, which appear in many small places
// of the site (footer, contact page, checkout), keep it.
import { business, categories } from '#src/generated/settings.json';
import { HeroCarousel } from '#src/features/home/home-hero.tsx';
import { CategoryCard } from '#src/features/shop/category-card.tsx';
import { TestimonialsContent } from '#src/features/testimonials/testimonials-page.tsx';
import { toCategories, toHeroSlides, toTestimonials } from './entry-data.ts';
import { entryData, Frame, usePreviewImages, type PreviewProps } from './previews.tsx';

/**
 * hero.yml: the carousel of the home page, the slides' collections named from the categories as
 * published (a category added in the same change is named once it is published).
 */
export function HeroPreview(props: PreviewProps) {
  const data = entryData(props.entry);
  const slides = usePreviewImages(props, (resolve) => toHeroSlides(data, resolve));
  return (
    <Frame>
      {slides.length === 0 ? (
        <p className="container">Acrescente um diapositivo com imagem para o ver aqui.</p>
      ) : (
        <HeroCarousel slides={slides} categories={categories} tagline={business.tagline} />
      )}
    </Frame>
  );
}

/** categories.yml: the shop's category cards, each with its subcategories shown. */
export function CategoriesPreview(props: PreviewProps) {
  const data = entryData(props.entry);
  const categories = usePreviewImages(props, (resolve) => toCategories(data, resolve));
  return (
    <Frame>
      <main className="page shop-page">
        <div className="container">
          <ul className="category-cards">
            {categories.map((category, index) => (
              <CategoryCard
                key={`${index}-${category.slug}`}
                category={{ ...category, name: category.name || 'Nome da categoria' }}
                // No product counts: the CMS edits one file at a time and sees no products.
                expanded
                onToggle={() => {}}
              />
            ))}
          </ul>
        </div>
      </main>
    </Frame>
  );
}

/** testimonials.yml: the testimonials page. */
export function TestimonialsPreview(props: PreviewProps) {
  const data = entryData(props.entry);
  const testimonials = usePreviewImages(props, (resolve) => toTestimonials(data, resolve));
  return (
    <Frame>
      <TestimonialsContent {...testimonials} />
    </Frame>
  );
}
