import './skip-link.css';

/** The first focusable element of every page: jumps keyboard users past the header to <main id="main">. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Saltar para o conteúdo
    </a>
  );
}
