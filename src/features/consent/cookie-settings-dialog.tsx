import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '#src/components/modal/modal-dialog.tsx';
import {
  choiceOf,
  type ConsentCategory,
  type ConsentChoice,
  type CookieConsent,
} from '#src/lib/consent/consent.ts';

type CookieSettingsDialogProps = {
  /** The current choice, shown when the view opens; null shows everything optional off. */
  consent: CookieConsent | null;
  onSave: (choice: ConsentChoice) => void;
  /** 'Cancelar', Escape or a click outside: nothing changes. */
  onCancel: () => void;
};

const OPTIONAL_CATEGORIES: { category: ConsentCategory; label: string; description: string }[] = [
  {
    category: 'analytics',
    label: 'Analíticos',
    description:
      'Ajudam-nos a perceber, de forma agregada, como o site é utilizado, para o podermos melhorar.',
  },
  {
    category: 'marketing',
    label: 'Marketing',
    description: 'Permitem mostrar-lhe publicidade e ofertas relevantes nas redes sociais.',
  },
];

/** The settings view: a modal dialog with one switch per kind of cookie. */
export function CookieSettingsDialog({ consent, onSave, onCancel }: CookieSettingsDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState<ConsentChoice>(() => choiceOf(consent));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(choice);
  };

  return (
    // The dialog itself takes focus, so that its name and description are read first.
    <ModalDialog
      onClose={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      initialFocus="dialog"
      className="cookie-settings"
      panelClassName="cookie-settings__dialog card"
    >
      <h2 id={`${id}-title`} className="cookie-settings__title">
        Definições de cookies
      </h2>
      <p id={`${id}-text`} className="cookie-settings__intro">
        Escolha os cookies que autoriza. Os essenciais são necessários ao funcionamento do site e estão sempre
        ativos; os outros só são usados com a sua autorização, que pode alterar aqui a qualquer momento.
      </p>
      <form onSubmit={handleSubmit}>
        <ul className="cookie-settings__options">
          <li className="cookie-option">
            <div className="cookie-option__row">
              <label htmlFor={`${id}-essential`} className="cookie-option__label">
                Essenciais <span className="cookie-option__always">Sempre ativos</span>
              </label>
              <input
                id={`${id}-essential`}
                className="cookie-switch"
                type="checkbox"
                role="switch"
                checked
                disabled
                readOnly
                aria-describedby={`${id}-essential-text`}
              />
            </div>
            <p id={`${id}-essential-text`} className="cookie-option__text">
              Necessários para o site funcionar: o carrinho de compras, a memória destas preferências e a
              sessão de administração.
            </p>
          </li>
          {OPTIONAL_CATEGORIES.map(({ category, label, description }) => (
            <li key={category} className="cookie-option">
              <div className="cookie-option__row">
                <label htmlFor={`${id}-${category}`} className="cookie-option__label">
                  {label}
                </label>
                <input
                  id={`${id}-${category}`}
                  className="cookie-switch"
                  type="checkbox"
                  role="switch"
                  checked={choice[category]}
                  onChange={(event) => {
                    const { checked } = event.target;
                    setChoice((current) => ({ ...current, [category]: checked }));
                  }}
                  aria-describedby={`${id}-${category}-text`}
                />
              </div>
              <p id={`${id}-${category}-text`} className="cookie-option__text">
                {description}
              </p>
            </li>
          ))}
        </ul>
        <div className="cookie-settings__actions">
          <button type="submit" className="button">
            Guardar Preferências
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancelar
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
