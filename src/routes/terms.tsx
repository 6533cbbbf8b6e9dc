import { usePageMeta } from '#src/components/seo/page-meta.tsx';

// Route module for this URL; the page itself lives in src/features/.
export default function Route() {
  usePageMeta({ title: 'terms', description: 'terms' });
  return <main className="container">Em construção: terms</main>;
}
