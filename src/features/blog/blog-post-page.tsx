import { Navigate, useParams } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { business } from '#src/generated/settings.json';
import { absoluteUrl, SITE_URL, usePageMeta } from '#src/components/seo/page-meta.tsx';
import { usePostNeighbourCards, usePosts } from '#src/data/page-hooks.tsx';
import { adjacentPosts, findPostBySlug, postJsonLd, relatedPosts } from '#src/lib/blog.ts';
import { BlogCard } from '#src/components/blog-card/blog-card.tsx';
import { BlogArticle, POST_COVER_SIZES } from './blog-article.tsx';
import './blog-post-page.css';
import { paths } from '#src/lib/paths.ts';

/** /blog/{slug}: one post, its neighbours in date order and related posts of its category. */
export function BlogPostPage() {
  const { slug } = useParams();
  const { loading, data: posts } = usePosts();
  const post = findPostBySlug(posts, slug);
  // The page's data brings the other posts it links to as cards; from a whole list (a local copy),
  // the page chooses them itself.
  const neighbourCards = usePostNeighbourCards();

  usePageMeta(
    post
      ? {
          title: post.title,
          description: post.excerpt,
          image: post.image,
          preloadImage: { src: post.image, sizes: POST_COVER_SIZES },
          type: 'article',
          jsonLd: postJsonLd(post, {
            organization: {
              name: business.name,
              url: SITE_URL,
              logo: absoluteUrl('/images/logo.svg'),
            },
            pageUrl: absoluteUrl(paths.blogPost.getHref(post.slug)),
            imageUrl: absoluteUrl(post.image),
          }),
        }
      : { title: 'Blog', description: `O blog do ${business.name}.`, noindex: true },
  );

  if (!loading && !post) return <Navigate to={paths.blog.getHref()} replace />;

  const { previous, next } =
    neighbourCards ?? (post ? adjacentPosts(posts, post.slug) : { previous: undefined, next: undefined });
  const related = neighbourCards?.related ?? (post ? relatedPosts(posts, post) : []);

  return (
    <BlogArticle
      post={post}
      after={
        <>
          {(previous || next) && (
            <nav className="blog-post__adjacent" aria-label="Outros artigos">
              {previous && (
                <Link
                  className="blog-post__adjacent-link blog-post__adjacent-link--previous"
                  to={paths.blogPost.getHref(previous.slug)}
                >
                  <span className="blog-post__adjacent-label">← Artigo anterior</span>
                  <span className="blog-post__adjacent-title">{previous.title}</span>
                </Link>
              )}
              {next && (
                <Link
                  className="blog-post__adjacent-link blog-post__adjacent-link--next"
                  to={paths.blogPost.getHref(next.slug)}
                >
                  <span className="blog-post__adjacent-label">Artigo seguinte →</span>
                  <span className="blog-post__adjacent-title">{next.title}</span>
                </Link>
              )}
            </nav>
          )}

          {related.length > 0 && (
            <section className="blog-post__related" aria-labelledby="related-posts-title">
              <h2 id="related-posts-title" className="section-title">
                Artigos relacionados
              </h2>
              <ul className="grid blog-post__related-list">
                {related.map((other) => (
                  <li key={other.id}>
                    {/* Far below the post: their pictures wait for hydration, not beside the
                        cover (docs/decisions/034-footer-badge-after-hydration.md). */}
                    <BlogCard post={other} pictureLater="after-hydration" />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      }
    />
  );
}
