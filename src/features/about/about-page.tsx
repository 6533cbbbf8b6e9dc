import { Link } from 'react-router';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { absoluteUrl, usePageMeta } from '#src/components/seo/page-meta.tsx';
import settings from '#src/generated/settings.json';
import { aboutContent } from './about-content.ts';
import './about-page.css';
import { paths } from '#src/lib/paths.ts';

const { business } = settings;
const aboutJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'AboutPage',
  name: aboutContent.title,
  description: aboutContent.description,
  url: absoluteUrl(paths.about.getHref()),
  dateModified: aboutContent.updated,
  about: {
    '@type': 'Organization',
    name: business.name,
    founder: { '@type': 'Person', name: business.founder },
  },
};

/** /sobre: the founder's story, mission, vision, values and a message from the founder. */
export function AboutPage() {
  usePageMeta({ title: aboutContent.title, description: aboutContent.description, jsonLd: aboutJsonLd });

  return (
    <main id="main" className="page about-page">
      <div className="container">
        <header className="page-intro">
          <h1>{aboutContent.title}</h1>
          <p className="page-intro__lead">{aboutContent.description}</p>
        </header>

        <section className="about-page__story" aria-label="A história do atelier">
          <MarkdownContent className="prose" source={aboutContent.body} />
        </section>
      </div>

      <section className="section section--muted" aria-labelledby="about-purpose-title">
        <div className="container">
          <h2 id="about-purpose-title" className="visually-hidden">
            Missão e visão
          </h2>
          <div className="about-page__purpose">
            <article className="card about-page__purpose-card">
              <h3>Missão</h3>
              <p>{aboutContent.mission}</p>
            </article>
            <article className="card about-page__purpose-card">
              <h3>Visão</h3>
              <p>{aboutContent.vision}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-values-title">
        <div className="container">
          <h2 id="about-values-title" className="section-title">
            Os Nossos Valores
          </h2>
          <ul className="about-page__values">
            {aboutContent.values.map((value) => (
              <li key={value.title} className="card about-page__value">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="about-message-title">
        <div className="container">
          <h2 id="about-message-title" className="section-title">
            Uma mensagem para si
          </h2>
          <figure className="about-page__message">
            <blockquote>
              <p>{aboutContent.message}</p>
            </blockquote>
            <figcaption>
              {business.founder}, {business.name}
            </figcaption>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="about-cta-title">
        <div className="container about-page__cta">
          <h2 id="about-cta-title">Venha conhecer-nos</h2>
          <p>Descubra as nossas formações ou fale connosco para tirar todas as suas dúvidas.</p>
          <div className="about-page__actions">
            <Link className="button" to={paths.courses.getHref()}>
              Ver Formações
            </Link>
            <Link className="button button--secondary" to={paths.contact.getHref()}>
              Contactar-nos
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
