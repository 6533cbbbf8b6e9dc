import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import settings from '#src/generated/settings.json';
import { FloatingChatButton } from '#src/components/chat/floating-chat-button.tsx';
import { ErrorBoundary } from '#src/components/error-boundary/error-boundary.tsx';
import { ScrollToTop } from '#src/components/layout/scroll-to-top.tsx';
import { SiteFooter } from '#src/components/layout/site-footer.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { SkipLink } from '#src/components/layout/skip-link.tsx';
import { useCart } from '#src/state/cart-context.tsx';
import { useDataActions } from '#src/data/data-provider.tsx';
import { useConsent } from '#src/features/consent/consent-context.tsx';
import { CookieSettingsButton } from '#src/features/consent/cookie-settings-button.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
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

/** A piece beside the page (banner, popup, button, background sender): on failure, nothing. */
function Widget({ region, children }: { region: string; children: ReactNode }) {
  return (
    <ErrorBoundary region={region} fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Stands in for a header that failed: the site's name, leading home. */
function FallbackHeader() {
  return (
    <header className="site-header">
      <div className="container">
        <div className="site-header__bar">
          <Link to={paths.home.getHref()} className="site-header__brand">
            <span className="site-header__name">{settings.business.name}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}

/** Stands in for a footer that failed: the site's name, leading home. */
function FallbackFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          <Link to={paths.home.getHref()}>{settings.business.name}</Link>
        </p>
      </div>
    </footer>
  );
}

/**
 * The frame of every public page: header, page, footer and the floating pieces. Each is an
 * error region of its own, so a failure in one never takes the others with it.
 */
export function RootLayout() {
  // Number of items in the cart, for the header's cart badge (the cart feature's count).
  const cartItemCount = useCart().count;
  // The newsletter popup waits for a cookie choice and never covers the consent banner.
  const consent = useConsent();
  const consentSettled = consent.consent !== null && consent.view.kind === 'hidden';
  const { pathname, search } = useLocation();
  const onHomePage = pathname === paths.home.path;
  // The header search leads to the shop's results: its index loads on the first focus.
  const { requestIndex } = useDataActions();
  const loadProductIndex = useCallback(() => requestIndex('products'), [requestIndex]);

  return (
    <div className="site-layout">
      <ScrollToTop />
      <SkipLink />
      {/* Early in the tab order: the cookie banner, when it shows, is reached right after the skip link. */}
      <Widget region="The cookie banner">
        <CookieConsent />
      </Widget>
      <ErrorBoundary region="The header" fallback={<FallbackHeader />} resetKey={pathname + search}>
        <SiteHeader cartCount={cartItemCount} onSearchFocus={loadProductIndex} />
      </ErrorBoundary>
      <Widget region="The order outbox sender">
        <OrderOutboxSender />
      </Widget>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <ErrorBoundary region="The footer" fallback={<FallbackFooter />} resetKey={pathname + search}>
        <SiteFooter
          cookieSettings={
            <ErrorBoundary region="The cookie settings button" fallback={null}>
              <CookieSettingsButton />
            </ErrorBoundary>
          }
        />
      </ErrorBoundary>
      <Widget region="The chat button">
        <FloatingChatButton />
      </Widget>
      {onHomePage && (
        <Widget region="The newsletter popup">
          <NewsletterPopup consentGiven={consentSettled} />
        </Widget>
      )}
    </div>
  );
}
