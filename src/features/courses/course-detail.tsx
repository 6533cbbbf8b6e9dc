import type { ReactNode } from 'react';
import { BackButton } from '#src/components/breadcrumbs/back-button.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { CalendarIcon, ClockIcon } from '#src/components/icons/icons.tsx';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { Picture } from '#src/components/picture/picture.tsx';
import { COURSE_IMAGE_HEIGHT, COURSE_IMAGE_WIDTH } from '#src/components/course-card/course-card.tsx';
import { courseTypeLabel } from '#src/lib/courses.ts';
import { formatPrice } from '#src/lib/money.ts';
import { paths } from '#src/lib/paths.ts';
import type { Course } from '#src/lib/schema.ts';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const CourseDetailSkeleton = lazySkeleton(
  'A carregar formação…',
  async () => (await import('./course-skeletons.tsx')).CourseDetailSkeleton,
);

/** The picture: the page's width on a phone, half of the container beside the summary on wider screens. */
export const COURSE_IMAGE_SIZES = '(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw';

type CourseDetailProps = {
  /** The course; undefined while it is still loading (its skeleton is shown). */
  course: Course | undefined;
  /** What follows the full description (the enquiry form, which the summary's button leads to). */
  enquiry?: ReactNode;
};

/**
 * A course as its page shows it: breadcrumbs, a way back, the summary (picture, type, title,
 * description, duration, price) and the full description. Only props in: the course page and the
 * CMS's preview both render it; the page adds the enquiry form.
 */
export function CourseDetail({ course, enquiry }: CourseDetailProps) {
  return (
    <main id="main" className="page course-detail">
      <div className="container">
        <Breadcrumbs
          items={[
            { label: 'Início', to: paths.home.getHref() },
            { label: 'Formações', to: paths.courses.getHref() },
            { label: course?.title ?? 'Formação' },
          ]}
        />
        <BackButton fallback={paths.courses.getHref()} />

        {!course ? (
          <CourseDetailSkeleton />
        ) : (
          <>
            <article className="course-detail__summary" aria-labelledby="course-title">
              <div className="course-detail__media">
                {course.image !== '' && (
                  <Picture
                    className="course-detail__image"
                    src={course.image}
                    alt=""
                    width={COURSE_IMAGE_WIDTH}
                    height={COURSE_IMAGE_HEIGHT}
                    sizes={COURSE_IMAGE_SIZES}
                    priority
                  />
                )}
              </div>
              <div className="course-detail__info">
                <span className={`badge course-type course-type--${course.type}`}>
                  {courseTypeLabel(course.type)}
                </span>
                <h1 id="course-title" className="course-detail__title">
                  {course.title}
                </h1>
                <p className="course-detail__description">{course.description}</p>
                <ul className="course-detail__facts">
                  <li>
                    <ClockIcon size={20} />
                    <span>
                      <span className="visually-hidden">Duração: </span>
                      {course.duration}
                    </span>
                  </li>
                  <li>
                    <CalendarIcon size={20} />
                    <span>Datas flexíveis</span>
                  </li>
                </ul>
                <p className="course-detail__price">
                  <span className="visually-hidden">Preço: </span>
                  {formatPrice(course.price)}
                </p>
                <a className="button" href="#pedido-informacoes">
                  Pedir Informações
                </a>
              </div>
            </article>

            <div className="course-detail__more">
              {course.fullDescription !== undefined && course.fullDescription.trim() !== '' && (
                <section className="course-detail__full" aria-label="Descrição completa">
                  <MarkdownContent
                    className="prose"
                    source={course.fullDescription}
                    html={course.fullDescriptionHtml}
                  />
                </section>
              )}
              {enquiry}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
