import { Link } from '#src/components/link/link.tsx';
import { ImageGallery } from '#src/components/image-viewer/image-gallery.tsx';
import { LoopingVideo } from '#src/components/looping-video/looping-video.tsx';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { business } from '#src/generated/settings.json';
import testimonials from '#src/generated/testimonials.json';
import './testimonials-page.css';
import { paths } from '#src/lib/paths.ts';

type TestimonialsContentProps = {
  images: readonly { id: number | string; image: string; alt: string }[];
  video?: string | undefined;
  videoPoster?: string | undefined;
};

/** /testemunhos: a short video and every testimonial image, each opening the viewer. */
export function TestimonialsPage() {
  usePageMeta({
    title: 'Testemunhos',
    description: `Trabalhos das alunas do ${business.name}: unhas de gel, nail art e manutenção feitas durante e depois das nossas formações.`,
  });
  return (
    <TestimonialsContent
      images={testimonials.images}
      // The generated settings hold the optional keys only when they are set.
      video={'video' in testimonials ? testimonials.video : undefined}
      videoPoster={'videoPoster' in testimonials ? testimonials.videoPoster : undefined}
    />
  );
}

/** The page's content: the testimonials of the settings, or those being edited in the CMS. */
export function TestimonialsContent({ images, video, videoPoster }: TestimonialsContentProps) {
  const gallery = images.map(({ id, image, alt }) => ({ id, src: image, alt }));
  return (
    <main id="main" className="page testimonials-page">
      <div className="container">
        <header className="page-intro">
          <h1>Testemunhos</h1>
          <p className="page-intro__lead">
            O melhor testemunho do nosso trabalho são os trabalhos das nossas alunas. Veja alguns dos
            resultados conseguidos durante e depois das formações.
          </p>
        </header>

        {video !== undefined && videoPoster !== undefined && (
          <LoopingVideo
            className="testimonials-page__video"
            src={video}
            poster={videoPoster}
            width={640}
            height={360}
            sizes="(min-width: 1200px) 56rem, 100vw"
          />
        )}

        <section className="section" aria-labelledby="testimonials-wall-title">
          <h2 id="testimonials-wall-title" className="section-title">
            Trabalhos das nossas alunas
          </h2>
          <ImageGallery images={gallery} viewerLabel="Testemunhos" />
        </section>

        <section className="card testimonials-page__cta" aria-labelledby="testimonials-cta-title">
          <h2 id="testimonials-cta-title">Quer ser a próxima?</h2>
          <p>Conheça as nossas formações ou encontre na loja os produtos que usamos nas aulas.</p>
          <div className="testimonials-page__actions">
            <Link className="button" to={paths.courses.getHref()}>
              Ver Formações
            </Link>
            <Link className="button button--secondary" to={paths.shop.getHref()}>
              Visitar Loja
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
