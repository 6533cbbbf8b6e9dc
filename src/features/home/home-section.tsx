import type { ReactNode } from 'react';
import { Link } from '#src/components/link/link.tsx';

type HomeSectionProps = {
  /** The section's id prefix; its title gets `${id}-title`. */
  id: string;
  title: string;
  subtitle: ReactNode;
  muted?: boolean;
  /** The button below the section, to the page with all of it. */
  link: { to: string; text: string };
  children: ReactNode;
};

/** A band of the home page: title, subtitle, its content, and a link to see everything. */
export function HomeSection({ id, title, subtitle, muted = false, link, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={muted ? 'section section--muted' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        <p className="section-subtitle">{subtitle}</p>
        {children}
        <p className="home-section-link">
          <Link className="button button--secondary" to={link.to}>
            {link.text}
          </Link>
        </p>
      </div>
    </section>
  );
}
