// Route module for any unknown URL; the page itself lives in src/features/not-found/.
import { NotFoundPage } from '#src/features/not-found/not-found-page.tsx';

export default function Route() {
  return <NotFoundPage />;
}
