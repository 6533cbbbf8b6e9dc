import { CourseCard } from '#src/components/course-card/course-card.tsx';
import { CardGridSkeleton } from '#src/components/skeleton/skeletons.tsx';
import type { CourseCardItem } from '#src/lib/prerendered-page.ts';
import { HomeSection } from './home-section.tsx';
import { paths } from '#src/lib/paths.ts';

type HomeCoursesProps = { courses: readonly CourseCardItem[]; loading: boolean };

/** The featured courses, with a link to every course. */
export function HomeCourses({ courses, loading }: HomeCoursesProps) {
  return (
    <HomeSection
      id="home-courses"
      title="Formações em Destaque"
      subtitle="Presenciais, online ou privadas: escolha a formação certa para si."
      link={{ to: paths.courses.getHref(), text: 'Ver todas as formações' }}
    >
      {loading ? (
        <CardGridSkeleton
          label="A carregar formações…"
          className="home-course-grid"
          count={3}
          image="wide"
          lines={['title', 'text', 'short']}
        />
      ) : courses.length === 0 ? (
        <p className="home-empty">Não há formações em destaque disponíveis no momento.</p>
      ) : (
        <ul className="home-course-grid">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} pictureLater="after-largest-paint" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
