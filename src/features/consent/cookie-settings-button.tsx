/**
 * 'Definições de cookies': reopens the consent settings at any time with the current choice, so
 * that consent can be withdrawn as easily as it was given. The footer shows it; `onOpen` opens the
 * settings (on the site it loads the consent code first: src/app/root-layout.tsx).
 */
export function CookieSettingsButton({ className, onOpen }: { className?: string; onOpen: () => void }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={onOpen}>
      Definições de cookies
    </button>
  );
}
