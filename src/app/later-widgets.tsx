// The pieces beside the page that nobody needs before it is up: the cookie banner, the order
// outbox sender, the chat button and the newsletter popup (home page). One chunk for all of them,
// loaded once the page has hydrated and the browser is idle (root-layout.tsx); nothing here is
// part of the prerendered HTML (docs/decisions/009-hydration-and-loading.md).
import { useLocation } from 'react-router';
import { FloatingChatButton } from '#src/components/chat/floating-chat-button.tsx';
import { OrderOutboxSender } from '#src/features/checkout/order-outbox-sender.tsx';
import { useConsent } from '#src/features/consent/consent-context.tsx';
import { CookieConsent } from '#src/features/consent/cookie-consent.tsx';
import { NewsletterPopup } from '#src/features/newsletter/newsletter-popup.tsx';
import { paths } from '#src/lib/paths.ts';

/** The newsletter popup, on the home page only; it waits for a cookie choice and never covers the banner. */
function HomeNewsletterPopup() {
  const consent = useConsent();
  const { pathname } = useLocation();
  if (pathname !== paths.home.path) return null;
  const consentSettled = consent.consent !== null && consent.view.kind === 'hidden';
  return <NewsletterPopup consentGiven={consentSettled} />;
}

export { CookieConsent, FloatingChatButton, HomeNewsletterPopup, OrderOutboxSender };
