import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  LazySuccessModal as SuccessModal,
  preloadSuccessModal,
} from '#src/components/success-modal/lazy-success-modal.tsx';
import { contactPayload, type ContactFields } from '#src/lib/forms/form-payloads.ts';
import { postWebhook } from '#src/lib/forms/webhook.ts';
import { validateContact, type ContactErrors } from './contact-validation.ts';

type Field = keyof ContactFields;

const EMPTY: ContactFields = { name: '', email: '', phone: '', subject: '', message: '' };

type FieldSpec = {
  name: Field;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
  multiline?: boolean;
};

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Nome', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Telefone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'subject', label: 'Assunto' },
  { name: 'message', label: 'Mensagem', multiline: true },
];

/**
 * The contact form (docs/product.md §4, §5, §7): idle, then sending ('A enviar...'), then the
 * success modal with the form reset, or an alert with the visitor's text kept.
 */
export function ContactForm() {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    const { value } = event.target;
    setFields((current) => ({ ...current, [field]: value }));
    // Editing a field clears its error.
    if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(fields);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name] !== undefined);
    if (firstInvalid !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setSending(true);
    // The confirmation's code loads while the webhook answers (it is not part of the page's first load).
    void preloadSuccessModal();
    const delivered = await postWebhook(
      import.meta.env.VITE_WEBHOOK_CONTACT_URL,
      contactPayload(fields, new Date()),
    );
    setSending(false);
    if (delivered) {
      setFields(EMPTY);
      setSent(true);
    } else {
      console.warn('Contact webhook failed');
      window.alert('Erro ao enviar mensagem. Tente novamente.');
    }
  };

  return (
    <>
      <form ref={formRef} className="contact-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p className="field__hint">Os campos marcados com * são obrigatórios.</p>
        <div className="contact-form__grid">
          {FIELDS.map((spec) => {
            const inputId = `${formId}-${spec.name}`;
            const errorId = `${inputId}-error`;
            const error = errors[spec.name];
            const required = spec.name !== 'phone';
            const common = {
              id: inputId,
              name: spec.name,
              value: fields[spec.name],
              onChange: handleChange,
              required,
              'aria-invalid': error !== undefined,
              'aria-describedby': error !== undefined ? errorId : undefined,
            };
            return (
              <div
                key={spec.name}
                className={`field contact-form__field contact-form__field--${spec.multiline === true ? 'wide' : spec.name}`}
              >
                <label htmlFor={inputId}>
                  {spec.label}
                  {required ? (
                    <span className="contact-form__required" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  ) : (
                    <span className="field__hint"> (opcional)</span>
                  )}
                </label>
                {spec.multiline === true ? (
                  <textarea {...common} rows={6} />
                ) : (
                  <input
                    {...common}
                    type={spec.type ?? 'text'}
                    autoComplete={spec.autoComplete}
                    inputMode={spec.inputMode}
                  />
                )}
                {error !== undefined && (
                  <p id={errorId} className="field__error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {/* aria-disabled rather than disabled: the button keeps focus while sending, so focus can
            return to it when the success modal closes. A second submit is ignored meanwhile. */}
        <button type="submit" className="button button--block" aria-disabled={sending}>
          {sending ? 'A enviar...' : 'Enviar Mensagem'}
        </button>
      </form>
      {sent && (
        <SuccessModal
          title="Mensagem Enviada!"
          message={<p>Obrigada pelo seu contacto. Responderemos com a maior brevidade possível.</p>}
          onClose={() => setSent(false)}
        />
      )}
    </>
  );
}
