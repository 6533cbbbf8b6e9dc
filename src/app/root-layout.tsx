import { Outlet } from 'react-router';
import { FloatingChatButton } from '#src/components/chat/floating-chat-button.tsx';
import { ScrollToTop } from '#src/components/layout/scroll-to-top.tsx';
import { SiteFooter } from '#src/components/layout/site-footer.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { SkipLink } from '#src/components/layout/skip-link.tsx';
import { useCart } from '#src/features/cart/cart-context.tsx';
import { OrderOutboxSender } from '#src/features/checkout/order-outbox-sender.tsx';
import { useConsent } from '#src/features/consent/consent-context.tsx';
import { CookieConsent } from '#src/features/consent/cookie-consent.tsx';
import { CookieSettingsButton } from '#src/features/consent/cookie-settings-button.tsx';
import { NewsletterPopup } from '#src/features/newsletter/newsletter-popup.tsx';
import './root-layout.css';

/** The frame of every public page: header, page, footer and the floating pieces. */
export function RootLayout() {
  // Number of items in the cart, for the header's cart badge (the cart feature's count).
  const cartItemCount = useCart().count;
  // The newsletter popup waits for a cookie choice and never covers the consent banner.
  const consent = useConsent();
  const consentSettled = consent.consent !== null && consent.view.kind === 'hidden';

  return (
    <div className="site-layout">
      <ScrollToTop />
      <SkipLink />
      {/* Early in the tab order: the cookie banner, when it shows, is reached right after the skip link. */}
      <CookieConsent />
      <SiteHeader cartCount={cartItemCount} />
      <OrderOutboxSender />
      <Outlet />
      <SiteFooter cookieSettings={<CookieSettingsButton />} />
      <FloatingChatButton />
      <NewsletterPopup consentGiven={consentSettled} />
    </div>
  );
}
