import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  LazySuccessModal as SuccessModal,
  preloadSuccessModal,
} from '#src/components/success-modal/lazy-success-modal.tsx';
import { enquiryGreeting } from '#src/lib/courses.ts';
import { courseEnquiryPayload, type CourseEnquiryFields } from '#src/lib/forms/form-payloads.ts';
import { postWebhook } from '#src/lib/forms/webhook.ts';
import { validateEnquiry, type EnquiryErrors } from './course-enquiry-validation.ts';
import './course-enquiry-form.css';

type CourseEnquiryFormProps = { course: { id: number; title: string } };

type Field = keyof CourseEnquiryFields;
const FIELD_ORDER: Field[] = ['name', 'email', 'phone', 'message'];

const initialFields = (courseTitle: string): CourseEnquiryFields => ({
  name: '',
  email: '',
  phone: '',
  message: enquiryGreeting(courseTitle),
});

/**
 * The enquiry about one course (docs/product.md §4, §5, §7): idle, then sending ('A enviar...'),
 * then the success modal with the form reset, or an alert with the form kept as it was.
 */
export function CourseEnquiryForm({ course }: CourseEnquiryFormProps) {
  const formId = useId();
  const [fields, setFields] = useState(() => initialFields(course.title));
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const ids = (field: Field) => ({ input: `${formId}-${field}`, error: `${formId}-${field}-error` });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setFields((current) => ({ ...current, [field]: event.target.value }));
    // Editing a field clears its error.
    if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateEnquiry(fields);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    // The confirmation's code loads while the webhook answers (it is not part of the page's first load).
    void preloadSuccessModal();
    const delivered = await postWebhook(
      import.meta.env.VITE_WEBHOOK_COURSE_INQUIRY_URL,
      courseEnquiryPayload(fields, course, new Date()),
    );
    setSending(false);
    if (delivered) {
      setFields(initialFields(course.title));
      setSent(true);
    } else {
      console.warn('Course enquiry webhook failed');
      window.alert('Erro ao enviar mensagem. Tente novamente.');
    }
  };

  const field = (name: Field, label: string, input: (props: FieldProps) => ReactNode) => {
    const { input: inputId, error: errorId } = ids(name);
    const error = errors[name];
    const required = name !== 'phone';
    return (
      <div className="field">
        <label htmlFor={inputId}>
          {label}
          {required ? (
            <span className="course-enquiry__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="field__hint"> (opcional)</span>
          )}
        </label>
        {input({
          id: inputId,
          name,
          value: fields[name],
          onChange: handleChange,
          required,
          'aria-invalid': error !== undefined,
          'aria-describedby': error !== undefined ? errorId : undefined,
        })}
        {error !== undefined && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <form
        ref={formRef}
        className="course-enquiry"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
      >
        <p className="field__hint">Os campos marcados com * são obrigatórios.</p>
        {field('name', 'Nome', (props) => (
          <input {...props} type="text" autoComplete="name" />
        ))}
        {field('email', 'Email', (props) => (
          <input {...props} type="email" autoComplete="email" inputMode="email" />
        ))}
        {field('phone', 'Telefone', (props) => (
          <input {...props} type="tel" autoComplete="tel" inputMode="tel" />
        ))}
        {field('message', 'Mensagem', (props) => (
          <textarea {...props} rows={6} />
        ))}
        {/* aria-disabled rather than disabled: the button keeps focus while sending, so focus can
            return to it when the success modal closes. A second submit is ignored meanwhile. */}
        <button type="submit" className="button button--block" aria-disabled={sending}>
          {sending ? 'A enviar...' : 'Enviar Pedido'}
        </button>
      </form>
      {sent && (
        <SuccessModal
          title="Interesse Registado!"
          message={
            <p>
              Obrigada pelo seu interesse na formação &quot;{course.title}&quot;. Entraremos em contacto
              consigo muito em breve com as próximas datas e todas as informações.
            </p>
          }
          onClose={() => setSent(false)}
        />
      )}
    </>
  );
}

type FieldProps = {
  id: string;
  name: Field;
  value: string;
  required: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};
