// Route module for /; the page itself lives in src/features/home/.
import { HomePage } from '#src/features/home/home-page.tsx';

export default function Route() {
  return <HomePage />;
}
