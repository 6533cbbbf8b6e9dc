import { CardGridSkeleton, DetailSkeleton } from '#src/components/skeleton/skeletons.tsx';

/** Placeholder course cards while the courses load; the grid keeps its final shape. */
export function CourseGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      label="A carregar formações…"
      className="grid course-grid"
      count={count}
      image="wide"
      lines={['title', 'text', 'short', 'button']}
    />
  );
}

/** Placeholder of a course page: image on one side, badge, title, facts and price on the other. */
export function CourseDetailSkeleton() {
  return (
    <DetailSkeleton
      label="A carregar formação…"
      image="wide"
      lines={['badge', 'headline', 'text', 'text', 'short', 'price']}
    />
  );
}
