import type { ReactNode } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH } from '#src/components/blog-card/blog-card.tsx';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { Picture } from '#src/components/picture/picture.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { paths } from '#src/lib/paths.ts';
import type { BlogPost } from '#src/lib/schema.ts';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const BlogPostSkeleton = lazySkeleton(
  'A carregar artigo…',
  async () => (await import('./blog-skeletons.tsx')).BlogPostSkeleton,
);

/** The cover is as wide as the article's column (46rem at most). */
export const POST_COVER_SIZES = '(min-width: 800px) 736px, 100vw';

type BlogArticleProps = {
  /** The post; undefined while it is still loading (its skeleton is shown). */
  post: BlogPost | undefined;
  /** What follows the article (the previous and next posts, the related posts). */
  after?: ReactNode;
};

/**
 * A post as its page shows it: breadcrumbs, the article (category, title, date, author, picture,
 * text) and the way back to the blog. Only props in: the post page and the CMS's preview both
 * render it; the page adds what depends on the other posts.
 */
export function BlogArticle({ post, after }: BlogArticleProps) {
  return (
    <main id="main" className="page blog-post">
      <div className="container">
        <Breadcrumbs
          items={[
            { label: 'Início', to: paths.home.getHref() },
            { label: 'Blog', to: paths.blog.getHref() },
            { label: post?.title ?? 'Artigo' },
          ]}
        />

        {!post ? (
          <BlogPostSkeleton />
        ) : (
          <>
            <article className="blog-post__article">
              <header className="blog-post__header">
                {post.category !== '' && <span className="badge badge--muted">{post.category}</span>}
                <h1 className="blog-post__title">{post.title}</h1>
                <p className="blog-post__meta">
                  {post.date !== '' && <time dateTime={post.date}>{formatLongDate(post.date)}</time>}
                  {post.date !== '' && post.author !== '' && <span aria-hidden="true"> · </span>}
                  <span>
                    <span className="visually-hidden">Autor: </span>
                    {post.author}
                  </span>
                </p>
              </header>
              {post.image !== '' && (
                <Picture
                  className="blog-post__image"
                  src={post.image}
                  alt=""
                  width={POST_IMAGE_WIDTH}
                  height={POST_IMAGE_HEIGHT}
                  sizes={POST_COVER_SIZES}
                  priority
                />
              )}
              <MarkdownContent
                className="prose blog-post__content"
                source={post.content}
                html={post.contentHtml}
              />
            </article>

            {after}

            <p className="blog-post__back">
              <Link to={paths.blog.getHref()}>← Ver todos os artigos</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
