import { useId } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { ClockIcon } from '#src/components/icons/icons.tsx';
import { courseTypeLabel } from '#src/lib/courses.ts';
import { formatPrice } from '#src/lib/money.ts';
import type { CourseCardItem } from '#src/lib/prerendered-page.ts';
import './course-card.css';
import { paths } from '#src/lib/paths.ts';
import { Picture, type PictureLater } from '#src/components/picture/picture.tsx';

/** Course images are drawn at 16:10. */
export const COURSE_IMAGE_WIDTH = 800;
export const COURSE_IMAGE_HEIGHT = 500;

type CourseCardProps = {
  course: CourseCardItem;
  /** The level of the course title's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** When its picture is asked for, if later than lazily (Picture's `later`): the home's cards. */
  pictureLater?: PictureLater;
};

/** A course in a grid: image, type badge, title, summary, duration, price and 'Ver Detalhes'. */
export function CourseCard({ course, headingLevel = 3, pictureLater }: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article className="course-card card">
      <div className="course-card__media">
        <Picture
          className="course-card__image"
          src={course.image}
          alt=""
          width={COURSE_IMAGE_WIDTH}
          height={COURSE_IMAGE_HEIGHT}
          sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
          later={pictureLater}
        />
        <span className={`course-card__type badge course-type course-type--${course.type}`}>
          {courseTypeLabel(course.type)}
        </span>
      </div>
      <div className="course-card__body">
        <Heading id={titleId} className="course-card__title">
          {course.title}
        </Heading>
        <p className="course-card__description">{course.description}</p>
        <div className="course-card__facts">
          <span className="course-card__duration">
            <ClockIcon size={18} />
            <span className="visually-hidden">Duração: </span>
            {course.duration}
          </span>
          <span className="course-card__price">{formatPrice(course.price)}</span>
        </div>
        <Link
          className="button button--block"
          to={paths.course.getHref(course.id)}
          aria-describedby={titleId}
        >
          Ver Detalhes
        </Link>
      </div>
    </article>
  );
}
