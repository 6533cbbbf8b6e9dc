import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from '#src/components/router/router.tsx';
import {
  isNewsletterPopupForced,
  NEWSLETTER_POPUP_DELAY_MS,
  shouldShowNewsletterPopup,
} from '#src/lib/newsletter/newsletter-popup.ts';
import { browserStorage, parseFlag, readStored, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';
import { lazyPart } from '#src/components/hydrate-when/hydrate-when.tsx';

// The dialog and its form (the webhook, the field checks) are a chunk of their own: most visits never
// show the popup (no cookie choice yet, closed before, subscribed). It is fetched when the popup
// becomes due, 2 s before it opens.
const NewsletterDialog = lazyPart(async () => (await import('./newsletter-dialog.tsx')).NewsletterDialog);

/** Loads the dialog's code now (a test then sees the popup open the moment it is due). */
export const preloadNewsletterDialog = (): Promise<void> => NewsletterDialog.preload();

type NewsletterPopupProps = {
  /**
   * Whether the visitor has made a cookie choice and the consent banner is out of the way: the
   * popup never comes before it, nor on top of it.
   */
  consentGiven: boolean;
};

const isFlagSet = (key: string) => readStored(browserStorage(), key, parseFlag) === true;

/**
 * The newsletter popup (docs/product.md §2.1, §4; rules in src/lib/newsletter/newsletter-popup.ts): on the
 * home page, 2 s after it opens or after the cookie choice is made there, unless it was closed or
 * the visitor subscribed before; `/?newsletter=1` shows it regardless of those two flags.
 */
export function NewsletterPopup({ consentGiven }: NewsletterPopupProps) {
  const { pathname, search, key: locationKey } = useLocation();
  const forced = isNewsletterPopupForced(search);
  // Both are tied to one visit of one URL: leaving the page closes the popup, and a popup closed
  // here (even a forced one) stays closed until the visitor comes back.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const dismissed = dismissedAt === locationKey;

  useEffect(() => {
    if (open || dismissed) return;
    const due = shouldShowNewsletterPopup({
      pathname,
      consentGiven,
      forced,
      closed: isFlagSet(STORAGE_KEYS.newsletterPopupClosed),
      subscribed: isFlagSet(STORAGE_KEYS.newsletterSubscribed),
    });
    if (!due) return;
    preloadNewsletterDialog().catch(() => {}); // a failure shows when the dialog renders
    const timer = window.setTimeout(() => setOpenAt(locationKey), NEWSLETTER_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, locationKey, consentGiven, forced, open, dismissed]);

  const handleClose = useCallback(() => {
    writeStored(browserStorage(), STORAGE_KEYS.newsletterPopupClosed, true);
    setDismissedAt(locationKey);
    setOpenAt(null);
  }, [locationKey]);

  const handleSubscribed = useCallback(() => {
    writeStored(browserStorage(), STORAGE_KEYS.newsletterSubscribed, true);
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={handleClose} onSubscribed={handleSubscribed} />
    </Suspense>
  ) : null;
}
