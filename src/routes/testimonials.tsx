// Route module for /testemunhos; the page itself lives in src/features/testimonials/.
import { TestimonialsPage } from '#src/features/testimonials/testimonials-page.tsx';

export default function Route() {
  return <TestimonialsPage />;
}
