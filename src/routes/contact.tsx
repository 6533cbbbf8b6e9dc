// Route module for /contactos; the page itself lives in src/features/contact/.
import { ContactPage } from '#src/features/contact/contact-page.tsx';

export default function Route() {
  return <ContactPage />;
}
