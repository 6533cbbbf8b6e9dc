// Route module for /termos-condicoes: the page's text is content/pages/termos-condicoes.md,
// compiled by `npm run content` and bundled with this route's chunk.
import termsPage from '#src/generated/pages/termos-condicoes.json';
import { LegalPage } from '#src/features/legal/legal-page.tsx';

export default function Route() {
  return <LegalPage page={termsPage} />;
}
