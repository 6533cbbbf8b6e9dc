import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { business } from '#src/generated/settings.json';
import { ErrorBoundary } from '#src/components/error-boundary/error-boundary.tsx';
import { HydrateWhen, lazyPart } from '#src/components/hydrate-when/hydrate-when.tsx';
import { ScrollToTop } from '#src/components/layout/scroll-to-top.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { SkipLink } from '#src/components/layout/skip-link.tsx';
import { useCart } from '#src/state/cart-context.tsx';
import { useDataActions } from '#src/data/data-context.ts';
import { CookieSettingsButton } from '#src/features/consent/cookie-settings-button.tsx';
import { afterLoadWhenIdle } from '#src/lib/idle.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import './root-layout.css';
import { paths } from '#src/lib/paths.ts';

// The footer is static below the fold: its code is a chunk of its own, and it hydrates when it
// comes near the viewport or is touched (docs/decisions/009-hydration-and-loading.md).
const SiteFooter = lazyPart(async () => (await import('#src/components/layout/site-footer.tsx')).SiteFooter);

// The pieces that act after the page is up (cookie banner and the cookie choice, outbox sender,
// chat button, newsletter popup) are one chunk, loaded after hydration, once the page's load event
// has passed and the browser is idle, or at once when the visitor opens the cookie settings.
type LaterWidgets = typeof import('./later-widgets.tsx');
let laterWidgets: Promise<LaterWidgets> | undefined;
/** The <Later> parts waiting for the chunk: each renders as soon as anyone asks for it. */
const waitingForWidgets = new Set<() => void>();
function loadLaterWidgets(): Promise<LaterWidgets> {
  if (!laterWidgets) {
    const loading = import('./later-widgets.tsx');
    // A failed load (a lost connection) may be tried again by the next request.
    loading.catch(() => {
      if (laterWidgets === loading) laterWidgets = undefined;
    });
    laterWidgets = loading;
    for (const load of waitingForWidgets) load();
  }
  return laterWidgets;
}

/** 'Definições de cookies': the consent settings, with their code loaded first when it is not yet. */
function openCookieSettings() {
  loadLaterWidgets().then(
    (widgets) => widgets.openCookieSettings(),
    (error: unknown) => console.error('The cookie settings could not be loaded.', error),
  );
}

/** Renders `render(widgets)` once the widgets' chunk has loaded; nothing before (nor on the server). */
function Later({ region, render }: { region: string; render: (widgets: LaterWidgets) => ReactNode }) {
  const [widgets, setWidgets] = useState<LaterWidgets | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      loadLaterWidgets().then(
        (loaded) => {
          if (!cancelled) setWidgets(loaded);
        },
        (error: unknown) => console.error(`${region} could not be loaded.`, error),
      );
    };
    const cancelWait = afterLoadWhenIdle(load);
    waitingForWidgets.add(load);
    return () => {
      cancelled = true;
      cancelWait();
      waitingForWidgets.delete(load);
    };
  }, [region]);
  return widgets === null ? null : (
    <ErrorBoundary region={region} fallback={null}>
      {render(widgets)}
    </ErrorBoundary>
  );
}

/** The header with the cart's count: only this re-renders when the cart changes. */
function HeaderWithCartCount({ onSearchFocus }: { onSearchFocus: () => void }) {
  return <SiteHeader cartCount={useCart().count} onSearchFocus={onSearchFocus} />;
}

/** Stands in for a header that failed: the site's name, leading home. */
function FallbackHeader() {
  return (
    <header className="site-header">
      <div className="container">
        <div className="site-header__bar">
          <Link to={paths.home.getHref()} className="site-header__brand">
            <span className="site-header__name">{business.name}</span>
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
          <Link to={paths.home.getHref()}>{business.name}</Link>
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
  const { pathname, search } = useLocation();
  // The header search leads to the shop's results: its index loads on the first focus.
  const { requestIndex } = useDataActions();
  const loadProductIndex = useCallback(() => requestIndex('products'), [requestIndex]);

  return (
    <div className="site-layout">
      <ScrollToTop />
      <SkipLink />
      {/* Early in the tab order: the cookie banner, when it shows, is reached right after the skip link. */}
      <Later region="The cookie banner" render={({ CookieConsent }) => <CookieConsent />} />
      <ErrorBoundary region="The header" fallback={<FallbackHeader />} resetKey={pathname + search}>
        <HeaderWithCartCount onSearchFocus={loadProductIndex} />
      </ErrorBoundary>
      <Later
        region="The order outbox sender"
        render={({ OrderOutboxSenderWhenNeeded }) => <OrderOutboxSenderWhenNeeded />}
      />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <ErrorBoundary region="The footer" fallback={<FallbackFooter />} resetKey={pathname + search}>
        <HydrateWhen on="visible">
          <SiteFooter
            cookieSettings={
              <ErrorBoundary region="The cookie settings button" fallback={null}>
                <CookieSettingsButton onOpen={openCookieSettings} />
              </ErrorBoundary>
            }
          />
        </HydrateWhen>
      </ErrorBoundary>
      <Later region="The chat button" render={({ FloatingChatButton }) => <FloatingChatButton />} />
      <Later region="The newsletter popup" render={({ HomeNewsletterPopup }) => <HomeNewsletterPopup />} />
    </div>
  );
}
