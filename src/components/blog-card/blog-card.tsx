import { Link } from '#src/components/link/link.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import type { CompactPostCardItem, PostCardItem } from '#src/lib/prerendered-page.ts';
import './blog-card.css';
import { paths } from '#src/lib/paths.ts';
import { Picture, type PictureLater } from '#src/components/picture/picture.tsx';

/** Blog images are drawn at 16:10. */
export const POST_IMAGE_WIDTH = 800;
export const POST_IMAGE_HEIGHT = 500;

/**
 * - `featured`: the first post of a list, shown large beside its excerpt (and not lazy-loaded).
 * - `compact`: no excerpt and a smaller title, for a short list beside a large post.
 */
export type BlogCardVariant = 'default' | 'featured' | 'compact';

type BlogCardProps = {
  headingLevel?: 2 | 3;
  /**
   * The picture only once the page has hydrated (Picture's `later`): for cards far below
   * the largest paint, such as a post's related posts. Its box keeps its size meanwhile.
   */
  pictureLater?: PictureLater;
} & (
  | { post: PostCardItem; variant?: Exclude<BlogCardVariant, 'compact'> }
  | { post: CompactPostCardItem; variant: 'compact' }
);

/** A post in a list: image, category, date, title and excerpt; the whole card links to the post. */
export function BlogCard(props: BlogCardProps) {
  const { post, variant = 'default', headingLevel = 3, pictureLater } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const featured = variant === 'featured';
  return (
    <article className={variant === 'default' ? 'blog-card card' : `blog-card card blog-card--${variant}`}>
      <div className="blog-card__media">
        <Picture
          className="blog-card__image"
          src={post.image}
          alt=""
          width={POST_IMAGE_WIDTH}
          height={POST_IMAGE_HEIGHT}
          sizes={
            featured
              ? '(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw'
              : '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw'
          }
          priority={featured}
          later={pictureLater}
        />
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="badge badge--muted">{post.category}</span>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <Heading className="blog-card__title">
          <Link className="blog-card__link" to={paths.blogPost.getHref(post.slug)}>
            {post.title}
          </Link>
        </Heading>
        {props.variant !== 'compact' && <p className="blog-card__excerpt">{props.post.excerpt}</p>}
        <span className="blog-card__more" aria-hidden="true">
          Ler artigo →
        </span>
      </div>
    </article>
  );
}
