import { Navigate, useParams } from '#src/components/router/router.tsx';
import { business } from '#src/generated/settings.json';
import { absoluteUrl, SITE_URL, usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useCourses } from '#src/data/page-hooks.tsx';
import { courseJsonLd, findCourseByParam } from '#src/lib/courses.ts';
import { COURSE_IMAGE_SIZES, CourseDetail } from './course-detail.tsx';
import { CourseEnquiryForm } from './course-enquiry-form.tsx';
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
          preloadImage: { src: course.image, sizes: COURSE_IMAGE_SIZES },
          jsonLd: courseJsonLd(course, {
            organization: { name: business.name, url: SITE_URL },
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
    <CourseDetail
      course={course}
      enquiry={
        course && (
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
        )
      }
    />
  );
}
