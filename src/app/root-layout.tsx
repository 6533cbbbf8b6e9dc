import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FloatingChatButton } from '#src/components/chat/floating-chat-button.tsx';
import { ScrollToTop } from '#src/components/layout/scroll-to-top.tsx';
import { SiteFooter } from '#src/components/layout/site-footer.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { SkipLink } from '#src/components/layout/skip-link.tsx';
import { useCart } from '#src/state/cart-context.tsx';
import { useConsent } from '#src/features/consent/consent-context.tsx';
import { CookieSettingsButton } from '#src/features/consent/cookie-settings-button.tsx';
import './root-layout.css';
import { paths } from '#src/lib/paths.ts';

// Pieces that act after the page is up load as chunks of their own, so they add nothing to the
// JavaScript a visitor waits for: the outbox sender, the cookie banner (after 2 s) and the
// newsletter popup (home page only).
const OrderOutboxSender = lazy(async () => ({
  default: (await import('#src/features/checkout/order-outbox-sender.tsx')).OrderOutboxSender,
}));
const CookieConsent = lazy(async () => ({
  default: (await import('#src/features/consent/cookie-consent.tsx')).CookieConsent,
}));
const NewsletterPopup = lazy(async () => ({
  default: (await import('#src/features/newsletter/newsletter-popup.tsx')).NewsletterPopup,
}));

/** The frame of every public page: header, page, footer and the floating pieces. */
export function RootLayout() {
  // Number of items in the cart, for the header's cart badge (the cart feature's count).
  const cartItemCount = useCart().count;
  // The newsletter popup waits for a cookie choice and never covers the consent banner.
  const consent = useConsent();
  const consentSettled = consent.consent !== null && consent.view.kind === 'hidden';
  const onHomePage = useLocation().pathname === paths.home.path;

  return (
    <div className="site-layout">
      <ScrollToTop />
      <SkipLink />
      {/* Early in the tab order: the cookie banner, when it shows, is reached right after the skip link. */}
      <Suspense fallback={null}>
        <CookieConsent />
      </Suspense>
      <SiteHeader cartCount={cartItemCount} />
      <Suspense fallback={null}>
        <OrderOutboxSender />
      </Suspense>
      <Outlet />
      <SiteFooter cookieSettings={<CookieSettingsButton />} />
      <FloatingChatButton />
      {onHomePage && (
        <Suspense fallback={null}>
          <NewsletterPopup consentGiven={consentSettled} />
        </Suspense>
      )}
    </div>
  );
}
