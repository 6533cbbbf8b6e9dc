import { CardSkeleton, SkeletonLines, SkeletonStatus } from '#src/components/skeleton/skeletons.tsx';
import './blog-skeletons.css';

/** Placeholder of the post list: the large first post, then a grid. */
export function BlogListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonStatus label="A carregar artigos…">
      <CardSkeleton
        image="wide"
        lines={['short', 'title', 'text', 'text']}
        className="blog-skeleton--featured"
      />
      <div className="grid blog-page__grid">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} image="wide" lines={['short', 'title', 'text', 'text']} />
        ))}
      </div>
    </SkeletonStatus>
  );
}

/** Placeholder of a post page: title, meta, image and a few paragraphs. */
export function BlogPostSkeleton() {
  return (
    <SkeletonStatus label="A carregar artigo…" className="blog-post-skeleton">
      <div aria-hidden="true">
        <SkeletonLines lines={['badge', 'headline', 'short']} />
        <div className="skeleton blog-post-skeleton__image" />
        <SkeletonLines lines={['text', 'text', 'short']} />
      </div>
    </SkeletonStatus>
  );
}
