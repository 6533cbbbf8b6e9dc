import { Link } from 'react-router';
import { formatLongDate } from '#src/lib/dates.ts';
import type { BlogPost } from '#src/lib/schema.ts';

/** Blog images are drawn at 16:10. */
const POST_IMAGE_WIDTH = 800;
const POST_IMAGE_HEIGHT = 500;

function HomePostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  return (
    <article className={featured ? 'card home-post home-post--featured' : 'card home-post'}>
      <div className="home-post__media">
        <img
          className="home-post__image"
          src={post.image}
          alt=""
          width={POST_IMAGE_WIDTH}
          height={POST_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="home-post__body">
        <p className="home-post__meta">
          <span className="badge badge--muted">{post.category}</span>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <h3 className="home-post__title">
          <Link className="home-post__link" to={`/blog/${post.slug}`}>
            {post.title}
          </Link>
        </h3>
        {featured && <p className="home-post__excerpt">{post.excerpt}</p>}
        <span className="home-post__more" aria-hidden="true">
          Ler artigo →
        </span>
      </div>
    </article>
  );
}

function PostsSkeleton() {
  return (
    <div className="home-blog__grid" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar artigos…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className={index === 0 ? 'card home-post home-post--featured' : 'card home-post'}
          aria-hidden="true"
        >
          <div className="skeleton home-post__media" />
          <div className="home-post__body">
            <div className="skeleton home-skeleton-line home-skeleton-line--short" />
            <div className="skeleton home-skeleton-line home-skeleton-line--title" />
          </div>
        </div>
      ))}
    </div>
  );
}

type HomeBlogProps = { featured: BlogPost | undefined; others: BlogPost[]; loading: boolean };

/** The newest post, shown large, and the next three, with a link to the blog. */
export function HomeBlog({ featured, others, loading }: HomeBlogProps) {
  return (
    <section className="section" aria-labelledby="home-blog-title">
      <div className="container">
        <h2 id="home-blog-title" className="section-title">
          Do Nosso Blog
        </h2>
        <p className="section-subtitle">Dicas, tendências e novidades do mundo das unhas de gel.</p>
        {loading ? (
          <PostsSkeleton />
        ) : featured === undefined ? (
          <p className="home-empty">Ainda não há artigos publicados.</p>
        ) : (
          <ul className="home-blog__grid">
            <li className="home-blog__featured">
              <HomePostCard post={featured} featured />
            </li>
            {others.map((post) => (
              <li key={post.id}>
                <HomePostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <p className="home-section-link">
          <Link className="button button--secondary" to="/blog">
            Ver todos os artigos
          </Link>
        </p>
      </div>
    </section>
  );
}
