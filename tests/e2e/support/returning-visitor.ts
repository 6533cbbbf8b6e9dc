// A visitor who has been here before: a cookie choice (essential only) and, unless asked
// otherwise, a closed newsletter popup are in local storage before the first script of every page
// runs, so that neither the banner nor the popup covers what a test or a screenshot looks at.
// Used by the `returningVisitor` fixture (fixtures.ts), the consent tests and the screenshot tools.
import type { BrowserContext } from '@playwright/test';

export async function storeEarlierVisit(
  context: BrowserContext,
  { popupClosed = true }: { popupClosed?: boolean } = {},
): Promise<void> {
  await context.addInitScript((closePopup) => {
    try {
      if (window.localStorage.getItem('cookie_consent') === null) {
        const choice = {
          essential: true,
          analytics: false,
          marketing: false,
          timestamp: new Date().toISOString(),
        };
        window.localStorage.setItem('cookie_consent', JSON.stringify(choice));
      }
      if (closePopup && window.localStorage.getItem('newsletter_popup_closed') === null) {
        window.localStorage.setItem('newsletter_popup_closed', 'true');
      }
    } catch {
      // Storage blocked: the page then shows the banner, as it would for such a visitor.
    }
  }, popupClosed);
}
