import { Suspense, useEffect, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '#src/lib/consent/consent.ts';
import { useConsent } from './consent-context.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { lazyPart } from '#src/components/hydrate-when/hydrate-when.tsx';
import './cookie-consent.css';

// The settings view is a chunk of its own, fetched when the visitor asks for it ('Configurar' or
// the footer's 'Definições de cookies'): most visitors only accept or reject.
const CookieSettingsDialog = lazyPart(
  async () => (await import('./cookie-settings-dialog.tsx')).CookieSettingsDialog,
);

/** Loads the settings view's code now (a test then sees it open at once). */
export const preloadCookieSettings = (): Promise<void> => CookieSettingsDialog.preload();

/**
 * The cookie consent banner and its settings view (docs/product.md §2.1). Nothing renders on the
 * server or at hydration; the banner appears 2 s after the page opens when no valid choice is
 * stored. The settings view also opens from the footer's 'Definições de cookies'.
 */
export function CookieConsent() {
  const { consent, loaded, view, acceptAll, rejectOptional, save, showBannerIfUndecided, configure, cancel } =
    useConsent();
  // After 'Cancelar' leads back to the banner, its 'Configurar' button gets focus again; when the
  // banner first appears it does not take focus from the page.
  const [focusBanner, setFocusBanner] = useState(false);

  const undecided = loaded && consent === null;
  useEffect(() => {
    if (!undecided) return;
    const timer = window.setTimeout(showBannerIfUndecided, COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [undecided, showBannerIfUndecided]);

  if (!loaded) return null;

  const handleCancel = () => {
    if (view.kind === 'settings' && view.from === 'banner') setFocusBanner(true);
    cancel();
  };

  return (
    <>
      {/* A polite live region that exists before the banner appears, so screen readers announce it
          without focus being moved. */}
      <div className="cookie-consent" aria-live="polite">
        {view.kind === 'banner' && (
          <CookieBanner
            onAcceptAll={acceptAll}
            onConfigure={configure}
            onRejectOptional={rejectOptional}
            focusOnMount={focusBanner}
          />
        )}
      </div>
      {view.kind === 'settings' && (
        <Suspense fallback={null}>
          <CookieSettingsDialog consent={consent} onSave={save} onCancel={handleCancel} />
        </Suspense>
      )}
    </>
  );
}
