import { absoluteUrl, usePageMeta } from '#src/components/seo/page-meta.tsx';
import { business } from '#src/generated/settings.json';
import { aboutContent } from './about-content.ts';
import { AboutPageContent } from './about-page-content.tsx';
import './about-page.css';
import { paths } from '#src/lib/paths.ts';

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

  return <AboutPageContent about={aboutContent} />;
}
