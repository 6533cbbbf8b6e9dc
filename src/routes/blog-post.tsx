// Route module for /blog/{slug}; the page itself lives in src/features/blog/.
import { BlogPostPage } from '#src/features/blog/blog-post-page.tsx';

export default function Route() {
  return <BlogPostPage />;
}
