import './course-skeletons.css';

/** Placeholder course cards while the courses load; the grid keeps its final shape. */
export function CourseGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid course-grid" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar formações…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card course-skeleton" aria-hidden="true">
          <div className="skeleton course-skeleton__image" />
          <div className="course-skeleton__body">
            <div className="skeleton course-skeleton__line course-skeleton__line--title" />
            <div className="skeleton course-skeleton__line" />
            <div className="skeleton course-skeleton__line course-skeleton__line--short" />
            <div className="skeleton course-skeleton__line course-skeleton__line--button" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder of a course page: image on one side, badge, title, facts and price on the other. */
export function CourseDetailSkeleton() {
  return (
    <div className="course-detail-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar formação…</span>
      <div className="skeleton course-detail-skeleton__image" aria-hidden="true" />
      <div className="course-skeleton__body" aria-hidden="true">
        <div className="skeleton course-skeleton__line course-skeleton__line--badge" />
        <div className="skeleton course-skeleton__line course-skeleton__line--title" />
        <div className="skeleton course-skeleton__line" />
        <div className="skeleton course-skeleton__line" />
        <div className="skeleton course-skeleton__line course-skeleton__line--short" />
        <div className="skeleton course-skeleton__line course-skeleton__line--price" />
      </div>
    </div>
  );
}
