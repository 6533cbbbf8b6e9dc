import { ImageGallery } from '#src/components/image-viewer/image-gallery.tsx';
import testimonials from '#src/generated/testimonials.json';
import { selectHomeTestimonials } from '#src/lib/home-selection.ts';
import { HomeSection } from './home-section.tsx';
import { paths } from '#src/lib/paths.ts';

const images = selectHomeTestimonials(testimonials.images).map(({ id, image, alt }) => ({
  id,
  src: image,
  alt,
}));

/** The first testimonial images; each opens the full-screen viewer. */
export function HomeTestimonials() {
  return (
    <HomeSection
      id="home-testimonials"
      title="Testemunhos"
      subtitle="Trabalhos das nossas alunas, feitos durante e depois das formações."
      muted
      link={{ to: paths.testimonials.getHref(), text: 'Ver todos os testemunhos' }}
    >
      <ImageGallery className="home-testimonials" images={images} viewerLabel="Testemunhos" />
    </HomeSection>
  );
}
