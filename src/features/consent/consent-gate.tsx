import type { ReactNode } from 'react';
import type { ConsentCategory } from '#src/lib/consent/consent.ts';
import { useConsent } from './consent-context.tsx';

/**
 * Renders its children only while the visitor allows `category`. Any analytics or marketing
 * script, pixel or embed goes inside one (there are none yet), e.g.
 * `<ConsentGate category="analytics"><AnalyticsScript /></ConsentGate>`. Nothing renders on the
 * server or before the stored choice is read, and withdrawing consent removes the children again.
 */
export function ConsentGate({ category, children }: { category: ConsentCategory; children: ReactNode }) {
  const { allows } = useConsent();
  return allows(category) ? children : null;
}
