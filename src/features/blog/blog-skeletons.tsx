import './blog-skeletons.css';

function CardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className={`card blog-skeleton${featured ? ' blog-skeleton--featured' : ''}`} aria-hidden="true">
      <div className="skeleton blog-skeleton__image" />
      <div className="blog-skeleton__body">
        <div className="skeleton blog-skeleton__line blog-skeleton__line--short" />
        <div className="skeleton blog-skeleton__line blog-skeleton__line--title" />
        <div className="skeleton blog-skeleton__line" />
        <div className="skeleton blog-skeleton__line" />
      </div>
    </div>
  );
}

/** Placeholder of the post list: the large first post, then a grid. */
export function BlogListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">A carregar artigos…</span>
      <CardSkeleton featured />
      <div className="grid blog-page__grid">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** Placeholder of a post page: title, meta, image and a few paragraphs. */
export function BlogPostSkeleton() {
  return (
    <div className="blog-post-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar artigo…</span>
      <div aria-hidden="true">
        <div className="skeleton blog-skeleton__line blog-skeleton__line--badge" />
        <div className="skeleton blog-skeleton__line blog-skeleton__line--headline" />
        <div className="skeleton blog-skeleton__line blog-skeleton__line--short" />
        <div className="skeleton blog-post-skeleton__image" />
        <div className="skeleton blog-skeleton__line" />
        <div className="skeleton blog-skeleton__line" />
        <div className="skeleton blog-skeleton__line blog-skeleton__line--short" />
      </div>
    </div>
  );
}
