import { useId } from 'react';
import { Link } from 'react-router';
import { ClockIcon } from '#src/components/layout/icons.tsx';
import { courseTypeLabel } from '#src/lib/courses.ts';
import { formatPrice } from '#src/lib/money.ts';
import type { Course } from '#src/lib/schema.ts';

/** Course images are drawn at 16:10. */
const COURSE_IMAGE_WIDTH = 800;
const COURSE_IMAGE_HEIGHT = 500;

function HomeCourseCard({ course }: { course: Course }) {
  const titleId = useId();
  return (
    <article className="card home-course">
      <div className="home-course__media">
        <img
          className="home-course__image"
          src={course.image}
          alt=""
          width={COURSE_IMAGE_WIDTH}
          height={COURSE_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className={`badge home-course__type home-course__type--${course.type}`}>
          {courseTypeLabel(course.type)}
        </span>
      </div>
      <div className="home-course__body">
        <h3 id={titleId} className="home-course__title">
          {course.title}
        </h3>
        <p className="home-course__description">{course.description}</p>
        <p className="home-course__facts">
          <span className="home-course__duration">
            <ClockIcon size={18} />
            <span className="visually-hidden">Duração: </span>
            {course.duration}
          </span>
          <span className="home-course__price">{formatPrice(course.price)}</span>
        </p>
        <Link className="button button--block" to={`/formacoes/${course.id}`} aria-describedby={titleId}>
          Ver Detalhes
        </Link>
      </div>
    </article>
  );
}

function CourseCardsSkeleton() {
  return (
    <div className="home-course-grid" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar formações…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="card home-course" aria-hidden="true">
          <div className="skeleton home-course__media" />
          <div className="home-course__body">
            <div className="skeleton home-skeleton-line home-skeleton-line--title" />
            <div className="skeleton home-skeleton-line" />
            <div className="skeleton home-skeleton-line home-skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

type HomeCoursesProps = { courses: Course[]; loading: boolean };

/** The featured courses, with a link to every course. */
export function HomeCourses({ courses, loading }: HomeCoursesProps) {
  return (
    <section className="section" aria-labelledby="home-courses-title">
      <div className="container">
        <h2 id="home-courses-title" className="section-title">
          Formações em Destaque
        </h2>
        <p className="section-subtitle">Presenciais, online ou privadas: escolha a formação certa para si.</p>
        {loading ? (
          <CourseCardsSkeleton />
        ) : courses.length === 0 ? (
          <p className="home-empty">Não há formações em destaque disponíveis no momento.</p>
        ) : (
          <ul className="home-course-grid">
            {courses.map((course) => (
              <li key={course.id}>
                <HomeCourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
        <p className="home-section-link">
          <Link className="button button--secondary" to="/formacoes">
            Ver todas as formações
          </Link>
        </p>
      </div>
    </section>
  );
}
