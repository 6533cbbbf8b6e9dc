import { usePageMeta } from '#src/components/seo/page-meta.tsx';

// Route module for this URL; the page itself lives in src/features/.
export default function Route() {
  usePageMeta({ title: 'course-detail', description: 'course-detail' });
  return <main className="container">Em construção: course-detail</main>;
}
