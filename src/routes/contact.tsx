import { usePageMeta } from '#src/components/seo/page-meta.tsx';

// Route module for this URL; the page itself lives in src/features/.
export default function Route() {
  usePageMeta({ title: 'contact', description: 'contact' });
  return <main className="container">Em construção: contact</main>;
}
