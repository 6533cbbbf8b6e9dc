import { useConsent } from './consent-context.tsx';

/**
 * 'Definições de cookies': reopens the consent settings at any time with the current choice, so
 * that consent can be withdrawn as easily as it was given. The footer shows it.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openSettings}>
      Definições de cookies
    </button>
  );
}
