import { Link } from '#src/components/link/link.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { MailIcon, PhoneIcon } from '#src/components/icons/icons.tsx';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { telHref } from '#src/lib/phone.ts';
import { business } from '#src/generated/settings.json';
import { formatLongDate } from '#src/lib/dates.ts';
import type { Page } from '#src/lib/schema.ts';
import { paths } from '#src/lib/paths.ts';

type LegalPageContentProps = {
  page: Pick<Page, 'title' | 'updated' | 'body' | 'bodyHtml'>;
};

/**
 * A long legal page as the site shows it: its Markdown text, the date of its last revision (the
 * page's `updated` date, not today's), a contact call to action and a way back home. Only props
 * in: the legal page and the CMS's preview both render it.
 */
export function LegalPageContent({ page }: LegalPageContentProps) {
  return (
    <main id="main" className="page legal-page">
      <div className="container">
        <Breadcrumbs items={[{ label: 'Início', to: paths.home.getHref() }, { label: page.title }]} />
        <article className="legal-page__article">
          <header className="legal-page__header">
            <h1>{page.title}</h1>
            {page.updated !== '' && (
              <p className="legal-page__updated">
                Última atualização: <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
              </p>
            )}
          </header>
          <MarkdownContent className="prose legal-page__body" source={page.body} html={page.bodyHtml} />
        </article>

        <aside className="legal-page__contact card" aria-labelledby="legal-contact-title">
          <h2 id="legal-contact-title" className="legal-page__contact-title">
            Tem alguma questão?
          </h2>
          <p>Se tiver dúvidas sobre esta página, contacte-nos: teremos todo o gosto em esclarecer.</p>
          <ul className="legal-page__contact-list">
            <li>
              <a href={`mailto:${business.email}`}>
                <MailIcon size={20} />
                {business.email}
              </a>
            </li>
            <li>
              <a href={telHref(business.phone)}>
                <PhoneIcon size={20} />
                {business.phone}
              </a>
            </li>
          </ul>
        </aside>

        <p className="legal-page__back">
          <Link to={paths.home.getHref()} className="button button--secondary">
            Voltar à Página Inicial
          </Link>
        </p>
      </div>
    </main>
  );
}
