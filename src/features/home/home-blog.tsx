import { BlogCard } from '#src/components/blog-card/blog-card.tsx';
import { CardGridSkeleton } from '#src/components/skeleton/skeletons.tsx';
import type { CompactPostCardItem, PostCardItem } from '#src/lib/prerendered-page.ts';
import { HomeSection } from './home-section.tsx';
import { paths } from '#src/lib/paths.ts';

type HomeBlogProps = {
  featured: PostCardItem | undefined;
  others: readonly CompactPostCardItem[];
  loading: boolean;
};

/** The newest post, shown large, and the next three, with a link to the blog. */
export function HomeBlog({ featured, others, loading }: HomeBlogProps) {
  return (
    <HomeSection
      id="home-blog"
      title="Do Nosso Blog"
      subtitle="Dicas, tendências e novidades do mundo das unhas de gel."
      link={{ to: paths.blog.getHref(), text: 'Ver todos os artigos' }}
    >
      {loading ? (
        <CardGridSkeleton
          label="A carregar artigos…"
          className="home-blog__grid"
          count={4}
          image="wide"
          lines={['short', 'title']}
        />
      ) : featured === undefined ? (
        <p className="home-empty">Ainda não há artigos publicados.</p>
      ) : (
        <ul className="home-blog__grid">
          <li className="home-blog__featured">
            <BlogCard post={featured} pictureLater="after-largest-paint" />
          </li>
          {others.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} variant="compact" pictureLater="after-largest-paint" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
