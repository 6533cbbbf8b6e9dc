import { Navigate, useParams } from 'react-router';
import settings from '#src/generated/settings.json';
import { BackButton } from '#src/components/breadcrumbs/back-button.tsx';
import { Breadcrumbs } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { CalendarIcon, ClockIcon } from '#src/components/icons/icons.tsx';
import { absoluteUrl, SITE_URL, usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useCourses } from '#src/data/data-provider.tsx';
import { courseJsonLd, courseTypeLabel, findCourseByParam } from '#src/lib/courses.ts';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { formatPrice } from '#src/lib/money.ts';
import { COURSE_IMAGE_HEIGHT, COURSE_IMAGE_WIDTH } from '#src/components/course-card/course-card.tsx';
import { CourseEnquiryForm } from './course-enquiry-form.tsx';
import { CourseDetailSkeleton } from './course-skeletons.tsx';
import './course-detail-page.css';
import { paths } from '#src/lib/paths.ts';

/** /formacoes/{id}: one course and the form to ask about it. */
export function CourseDetailPage() {
  const { id } = useParams();
  const { loading, data: courses } = useCourses();
  const course = findCourseByParam(courses, id);

  usePageMeta(
    course
      ? {
          title: course.title,
          description: course.description,
          image: course.image,
          jsonLd: courseJsonLd(course, {
            organization: { name: settings.business.name, url: SITE_URL },
            pageUrl: absoluteUrl(paths.course.getHref(course.id)),
            imageUrl: absoluteUrl(course.image),
          }),
        }
      : {
          title: 'Formação',
          description: 'Formações em unhas de gel: presenciais, online e privadas.',
          noindex: true,
        },
  );

  if (!loading && !course) return <Navigate to={paths.courses.getHref()} replace />;

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
                <img
                  className="course-detail__image"
                  src={course.image}
                  alt=""
                  width={COURSE_IMAGE_WIDTH}
                  height={COURSE_IMAGE_HEIGHT}
                  fetchPriority="high"
                />
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
                  <MarkdownContent className="prose" source={course.fullDescription} />
                </section>
              )}
              <section
                id="pedido-informacoes"
                className="course-detail__enquiry card"
                aria-labelledby="course-enquiry-title"
              >
                <h2 id="course-enquiry-title">Pedir Informações</h2>
                <p className="course-detail__enquiry-lead">
                  Tem interesse nesta formação? Deixe-nos os seus dados e entraremos em contacto consigo.
                </p>
                {/* Keyed by course, so the pre-filled greeting follows a move to another course. */}
                <CourseEnquiryForm key={course.id} course={course} />
              </section>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
