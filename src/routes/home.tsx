// Route module for /; the page itself lives in src/features/home/.
import { HomePage, preloadHomeParts } from '#src/features/home/home-page.tsx';

export default function Route() {
  return <HomePage />;
}

export const preloadParts = preloadHomeParts;
