import { usePageMeta } from '#src/components/seo/page-meta.tsx';

// Route module for this URL; the page itself lives in src/features/.
export default function Route() {
  usePageMeta({ title: 'blog-post', description: 'blog-post' });
  return <main className="container">Em construção: blog-post</main>;
}
