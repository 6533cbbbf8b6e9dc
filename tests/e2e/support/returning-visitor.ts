// A visitor who has been here before: a cookie choice (essential only) and, unless asked
// otherwise, a closed newsletter popup are in local storage before the first script of every page
// runs, so that neither the banner nor the popup covers what a test or a screenshot looks at.
// Used by the `returningVisitor` fixture (fixtures.ts), the consent tests and the screenshot tools.
// Also used by npm run content:screenshots (scripts/content/review-screenshots.ts), which is why
// the script is text: the scripts' type check has no browser types.
import type { BrowserContext } from '@playwright/test';

/** The init script of a returning visitor: what is already stored is left as it is. */
export function earlierVisitScript({ popupClosed = true }: { popupClosed?: boolean } = {}): string {
  return `try {
  if (localStorage.getItem('cookie_consent') === null) {
    const choice = { essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() };
    localStorage.setItem('cookie_consent', JSON.stringify(choice));
  }
  if (${popupClosed} && localStorage.getItem('newsletter_popup_closed') === null) {
    localStorage.setItem('newsletter_popup_closed', 'true');
  }
} catch {
  // Storage blocked: the page then shows the banner, as it would for such a visitor.
}`;
}

export async function storeEarlierVisit(
  context: BrowserContext,
  options: { popupClosed?: boolean } = {},
): Promise<void> {
  await context.addInitScript({ content: earlierVisitScript(options) });
}
