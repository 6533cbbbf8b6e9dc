// The pieces beside the page that nobody needs before it is up: the cookie banner, the order
// outbox sender (its code only where an order may be waiting), the chat button and the
// newsletter popup (home page), and the visitor's cookie choice they share. One chunk for all of
// them, loaded once the page has hydrated and the browser is idle, or at once when the visitor
// opens the cookie settings (root-layout.tsx); nothing here is part of the prerendered HTML
// (docs/decisions/009-hydration-and-loading.md).
import type { ReactNode } from 'react';
import { useLocation } from '#src/components/router/router.tsx';
import { FloatingChatButton } from '#src/components/chat/floating-chat-button.tsx';
import { OrderOutboxSenderWhenNeeded } from '#src/features/checkout/order-outbox-when-needed.tsx';
import {
  connectConsentStore,
  ConsentProvider,
  createConsentStore,
  useConsent,
} from '#src/features/consent/consent-context.tsx';
import { CookieConsent as CookieConsentView } from '#src/features/consent/cookie-consent.tsx';
import { NewsletterPopup } from '#src/features/newsletter/newsletter-popup.tsx';
import { paths } from '#src/lib/paths.ts';
import { rememberHeadingFont } from '#src/lib/page-loading/remember-heading-font.ts';

// The headings' font for the next pages: this chunk loads once the page is up (docs/decisions/030).
void rememberHeadingFont();

// The one consent store of the page, read from storage when this chunk loads (in the browser only:
// the server never renders these widgets).
const consentStore = createConsentStore();
connectConsentStore(consentStore);

/** 'Definições de cookies' in the footer: the settings view, with the current choice. */
const openCookieSettings = consentStore.openSettings;

/** `Widget` with the page's consent store: each widget is rendered in its own place of the layout. */
const withConsent = (Widget: () => ReactNode) =>
  function WithConsent() {
    return (
      <ConsentProvider store={consentStore}>
        <Widget />
      </ConsentProvider>
    );
  };

const CookieConsent = withConsent(CookieConsentView);

/** The newsletter popup, on the home page only; it waits for a cookie choice and never covers the banner. */
const HomeNewsletterPopup = withConsent(function NewsletterPopupAfterConsent() {
  const consent = useConsent();
  const { pathname } = useLocation();
  if (pathname !== paths.home.path) return null;
  const consentSettled = consent.consent !== null && consent.view.kind === 'hidden';
  return <NewsletterPopup consentGiven={consentSettled} />;
});

export {
  CookieConsent,
  FloatingChatButton,
  HomeNewsletterPopup,
  openCookieSettings,
  OrderOutboxSenderWhenNeeded,
};
