// Route module for /formacoes; the page itself lives in src/features/courses/.
import { CoursesPage } from '#src/features/courses/courses-page.tsx';

export default function Route() {
  return <CoursesPage />;
}
