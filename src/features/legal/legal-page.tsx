import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import type { Page } from '#src/lib/schema.ts';
import { LegalPageContent } from './legal-page-content.tsx';
import './legal-page.css';

type LegalPageProps = {
  /** A compiled page from content/pages/ (src/generated/pages/<name>.json). */
  page: Pick<Page, 'title' | 'updated' | 'description' | 'body'>;
};

/**
 * A long legal page (privacy policy, terms of sale): its Markdown text, the date of its last
 * revision (the page's `updated` date, not today's: docs/architecture.md §12), a contact call to action and a
 * way back home.
 */
export function LegalPage({ page }: LegalPageProps) {
  usePageMeta({ title: page.title, description: page.description });

  return <LegalPageContent page={page} />;
}
