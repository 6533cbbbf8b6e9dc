import { useLocation, useNavigate } from '#src/components/router/router.tsx';
import './back-button.css';

type BackButtonProps = {
  /** Where to go when the visitor did not arrive from another page of the site. */
  fallback: string;
  label?: string;
};

/**
 * 'Voltar': goes back in the browser history when the previous entry is a page of this site,
 * else to `fallback`. The router gives the first entry of a visit the key 'default', so any
 * other key means a page of the site lies behind this one. The choice is made on click, so
 * the server and browser renders are the same.
 */
export function BackButton({ fallback, label = 'Voltar' }: BackButtonProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = () => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  };
  return (
    <button type="button" className="back-button button button--ghost button--small" onClick={goBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
