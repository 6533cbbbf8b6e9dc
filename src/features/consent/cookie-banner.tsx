import { useEffect, useId, useRef } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { paths } from '#src/lib/paths.ts';

type CookieBannerProps = {
  onAcceptAll: () => void;
  onConfigure: () => void;
  onRejectOptional: () => void;
  /** Move focus to 'Configurar' when shown (coming back from the settings view). */
  focusOnMount: boolean;
};

/**
 * The banner's main view: a non-modal region at the bottom of the screen. Rejecting is as easy,
 * and as visible, as accepting.
 */
export function CookieBanner({
  onAcceptAll,
  onConfigure,
  onRejectOptional,
  focusOnMount,
}: CookieBannerProps) {
  const titleId = useId();
  const textId = useId();
  const configureRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnMount) configureRef.current?.focus();
    // Only when the banner appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="cookie-banner" role="region" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id={titleId} className="cookie-banner__title">
            Utilizamos cookies
          </h2>
          <p id={textId}>
            Usamos cookies essenciais para o site funcionar, como o carrinho de compras. Com a sua
            autorização, usamos também cookies analíticos, para percebermos como o site é utilizado, e de
            marketing. Pode aceitar todos, rejeitar os opcionais ou escolher em &quot;Configurar&quot;. Saiba
            mais na nossa <Link to={paths.privacy.getHref()}>Política de Privacidade</Link>.
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={onAcceptAll}>
            Aceitar Todos
          </button>
          <button
            ref={configureRef}
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={onConfigure}
          >
            Configurar
          </button>
          <button type="button" className="button" onClick={onRejectOptional}>
            Rejeitar Opcionais
          </button>
        </div>
      </div>
    </section>
  );
}
