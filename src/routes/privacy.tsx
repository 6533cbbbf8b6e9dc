// Route module for /politica-privacidade: the page's text is content/pages/politica-privacidade.md,
// compiled by `npm run content` and bundled with this route's chunk.
import privacyPage from '#src/generated/pages/politica-privacidade.json';
import { LegalPage } from '#src/features/legal/legal-page.tsx';

export default function Route() {
  return <LegalPage page={privacyPage} />;
}
