import { Link } from 'react-router';
import { ImageGallery } from '#src/components/image-viewer/image-gallery.tsx';
import settings from '#src/generated/settings.json';
import { selectHomeTestimonials } from '#src/lib/home-selection.ts';

const images = selectHomeTestimonials(settings.testimonials.images).map(({ id, image, alt }) => ({
  id,
  src: image,
  alt,
}));

/** The first testimonial images; each opens the full-screen viewer. */
export function HomeTestimonials() {
  return (
    <section className="section section--muted" aria-labelledby="home-testimonials-title">
      <div className="container">
        <h2 id="home-testimonials-title" className="section-title">
          Testemunhos
        </h2>
        <p className="section-subtitle">
          Trabalhos das nossas alunas, feitos durante e depois das formações.
        </p>
        <ImageGallery className="home-testimonials" images={images} viewerLabel="Testemunhos" />
        <p className="home-section-link">
          <Link className="button button--secondary" to="/testemunhos">
            Ver todos os testemunhos
          </Link>
        </p>
      </div>
    </section>
  );
}
