import { Link } from '#src/components/link/link.tsx';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { business } from '#src/generated/settings.json';
import type { AboutContent } from '#src/lib/schema.ts';
import { paths } from '#src/lib/paths.ts';

/**
 * The about page as the site shows it: the founder's story, mission, vision, values, a message
 * from the founder and a call to action. Only props in: the about page and the CMS's preview
 * both render it.
 */
export function AboutPageContent({ about }: { about: AboutContent }) {
  return (
    <main id="main" className="page about-page">
      <div className="container">
        <header className="page-intro">
          <h1>{about.title}</h1>
          <p className="page-intro__lead">{about.description}</p>
        </header>

        <section className="about-page__story" aria-label="A história do atelier">
          <MarkdownContent className="prose" source={about.body} html={about.bodyHtml} />
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
              <p>{about.mission}</p>
            </article>
            <article className="card about-page__purpose-card">
              <h3>Visão</h3>
              <p>{about.vision}</p>
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
            {/* A fixed list (four values) in a fixed order: the place is the key. */}
            {about.values.map((value, index) => (
              <li key={index} className="card about-page__value">
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
              <p>{about.message}</p>
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
