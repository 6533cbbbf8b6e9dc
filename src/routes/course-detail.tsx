// Route module for /formacoes/{id}; the page itself lives in src/features/courses/.
import { CourseDetailPage } from '#src/features/courses/course-detail-page.tsx';

export default function Route() {
  return <CourseDetailPage />;
}
