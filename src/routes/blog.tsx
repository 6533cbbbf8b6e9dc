// Route module for /blog; the page itself lives in src/features/blog/.
import { BlogPage } from '#src/features/blog/blog-page.tsx';

export default function Route() {
  return <BlogPage />;
}
