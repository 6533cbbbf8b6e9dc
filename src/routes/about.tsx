// Route module for /sobre; the page itself lives in src/features/about/.
import { AboutPage } from '#src/features/about/about-page.tsx';

export default function Route() {
  return <AboutPage />;
}
