import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { CheckIcon, CloseIcon } from '#src/components/icons/icons.tsx';
import { ModalDialog } from '#src/components/modal/modal-dialog.tsx';
import { SuccessMark } from '#src/components/success-mark/success-mark.tsx';
import { parseIsoDate, todayIso } from '#src/lib/dates.ts';
import { newsletterPayload, type NewsletterFields } from '#src/lib/forms/form-payloads.ts';
import {
  NEWSLETTER_SUBMIT_DELAY_MS,
  NEWSLETTER_SUCCESS_CLOSE_MS,
} from '#src/lib/newsletter/newsletter-popup.ts';
import { NEWSLETTER_DISCOUNT_PERCENTAGE } from '#src/lib/checkout/discount.ts';
import { emailError } from '#src/lib/forms/field-messages.ts';
import { postWebhook } from '#src/lib/forms/webhook.ts';
import './newsletter-popup.css';
import { paths } from '#src/lib/paths.ts';

type NewsletterDialogProps = {
  /** The close button, Escape, a click on the backdrop, or the end of the success screen. */
  onClose: () => void;
  /** The sign-up was made (whether or not the webhook answered). */
  onSubscribed: () => void;
};

type Status = 'idle' | 'sending' | 'success';
type Errors = Partial<Record<keyof NewsletterFields, string>>;

const BENEFITS = [
  `${NEWSLETTER_DISCOUNT_PERCENTAGE}% de desconto na primeira encomenda`,
  'Novidades e lançamentos',
  'Promoções exclusivas',
  'Dicas de aplicação',
];

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function validate(fields: NewsletterFields, today: string): Errors {
  const errors: Errors = {};
  const email = emailError(fields.email);
  if (email !== undefined) errors.email = email;
  const birthDate = fields.birthDate.trim();
  if (birthDate !== '' && (parseIsoDate(birthDate) === undefined || birthDate > today)) {
    errors.birthDate = 'Introduza uma data de nascimento válida.';
  }
  return errors;
}

/** The popup itself: a modal dialog with the sign-up form, then the thank-you screen. */
export function NewsletterDialog({ onClose, onSubscribed }: NewsletterDialogProps) {
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [fields, setFields] = useState<NewsletterFields>({ email: '', birthDate: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('idle');
  // Only ever rendered in the browser, so reading the date here cannot break hydration.
  const [today] = useState(() => todayIso());

  // The success screen takes focus (so it is read out) and closes itself after 2 s.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (status !== 'success') return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => onCloseRef.current(), NEWSLETTER_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const handleChange = (field: keyof NewsletterFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = validate(fields, today);
    setErrors(found);
    if (found.email !== undefined) {
      emailRef.current?.focus();
      return;
    }
    if (found.birthDate !== undefined) return;
    setStatus('sending');
    await wait(NEWSLETTER_SUBMIT_DELAY_MS);
    const delivered = await postWebhook(
      import.meta.env.VITE_WEBHOOK_NEWSLETTER_URL,
      newsletterPayload(fields, new Date()),
    );
    // A newsletter webhook failure is only logged; the visitor sees success (docs/product.md §8).
    if (!delivered) console.warn('Newsletter webhook failed');
    onSubscribed();
    setStatus('success');
  };

  const fieldIds = (field: keyof NewsletterFields) => ({
    input: `${id}-${field}`,
    error: `${id}-${field}-error`,
    hint: `${id}-${field}-hint`,
  });
  const email = fieldIds('email');
  const birthDate = fieldIds('birthDate');

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={status === 'success' ? `${id}-thanks` : undefined}
      initialFocus={closeRef}
      className="newsletter-popup"
      panelClassName="newsletter-popup__dialog"
    >
      <button
        ref={closeRef}
        type="button"
        className="icon-button modal__close"
        aria-label="Fechar"
        onClick={onClose}
      >
        <CloseIcon size={22} />
      </button>

      {status === 'success' ? (
        <div className="newsletter-popup__thanks">
          <SuccessMark />
          <h2 id={`${id}-title`} ref={thanksRef} tabIndex={-1} className="newsletter-popup__title">
            Obrigada!
          </h2>
          <p id={`${id}-thanks`}>
            A sua subscrição foi registada. Vai receber em breve, no seu email, o código de{' '}
            {NEWSLETTER_DISCOUNT_PERCENTAGE}% de desconto para a sua primeira encomenda.
          </p>
        </div>
      ) : (
        <>
          <p className="newsletter-popup__eyebrow">Newsletter</p>
          <h2 id={`${id}-title`} className="newsletter-popup__title">
            RECEBA {NEWSLETTER_DISCOUNT_PERCENTAGE}% DE DESCONTO
          </h2>
          <p className="newsletter-popup__lead">
            Subscreva a nossa newsletter e receba um código de desconto para a sua primeira encomenda.
          </p>
          <ul className="newsletter-popup__benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <CheckIcon size={18} strokeWidth={2.5} />
                {benefit}
              </li>
            ))}
          </ul>
          <form className="newsletter-popup__form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <div className="field">
              <label htmlFor={email.input}>
                Email
                <span className="newsletter-popup__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <input
                ref={emailRef}
                id={email.input}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={fields.email}
                onChange={(event) => handleChange('email', event.target.value)}
                aria-invalid={errors.email !== undefined}
                aria-describedby={errors.email !== undefined ? email.error : undefined}
              />
              {errors.email !== undefined && (
                <p id={email.error} className="field__error">
                  {errors.email}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={birthDate.input}>
                Data de nascimento <span className="field__hint">(opcional)</span>
              </label>
              <input
                id={birthDate.input}
                name="birthDate"
                type="date"
                autoComplete="bday"
                max={today}
                value={fields.birthDate}
                onChange={(event) => handleChange('birthDate', event.target.value)}
                aria-invalid={errors.birthDate !== undefined}
                aria-describedby={
                  errors.birthDate !== undefined ? `${birthDate.error} ${birthDate.hint}` : birthDate.hint
                }
              />
              <p id={birthDate.hint} className="field__hint">
                Para lhe enviarmos uma surpresa no seu aniversário.
              </p>
              {errors.birthDate !== undefined && (
                <p id={birthDate.error} className="field__error">
                  {errors.birthDate}
                </p>
              )}
            </div>
            <button type="submit" className="button button--block" disabled={status === 'sending'}>
              {status === 'sending' ? 'A SUBSCREVER...' : 'QUERO SUBSCREVER'}
            </button>
            <p className="newsletter-popup__privacy">
              Pode cancelar a subscrição a qualquer momento. Saiba como tratamos os seus dados na nossa{' '}
              <Link to={paths.privacy.getHref()}>Política de Privacidade</Link>.
            </p>
          </form>
        </>
      )}
    </ModalDialog>
  );
}
