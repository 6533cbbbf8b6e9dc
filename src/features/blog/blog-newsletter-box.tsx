import { useId, useState, type FormEvent } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { NEWSLETTER_FORCE_PARAM } from '#src/lib/newsletter/newsletter-popup.ts';
import { NEWSLETTER_DISCOUNT_PERCENTAGE } from '#src/lib/checkout/discount.ts';
import { emailError } from '#src/lib/forms/field-messages.ts';
import './blog-newsletter-box.css';

/** The home page with the newsletter popup forced open (src/lib/newsletter/newsletter-popup.ts). */
const NEWSLETTER_SIGN_UP_PATH = `/?${NEWSLETTER_FORCE_PARAM}=1`;

/**
 * The newsletter box under the blog list. docs/product.md §2.12: this box "submits nothing": the
 * newsletter sign-up (and its webhook) belongs to the site's newsletter popup alone. So the box
 * checks the address locally and, instead of pretending a subscription was made, sends the visitor
 * to the popup (the home page with `?newsletter=1`, which opens it even if it was closed before).
 * Nothing is sent or stored from here.
 */
export function BlogNewsletterBox() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem === undefined) setChecked(true);
  };

  return (
    <section className="blog-newsletter" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="blog-newsletter__title">
        Receba as nossas novidades
      </h2>
      <p className="blog-newsletter__text">
        Seja a primeira a saber de novos artigos, formações e produtos, e receba{' '}
        {NEWSLETTER_DISCOUNT_PERCENTAGE}% de desconto na primeira encomenda.
      </p>
      <form className="blog-newsletter__form" noValidate onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Email
        </label>
        <input
          id={inputId}
          className="input blog-newsletter__input"
          type="email"
          name="email"
          placeholder="O seu email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
            setChecked(false);
          }}
        />
        <button type="submit" className="button">
          Subscrever
        </button>
      </form>
      {error !== undefined && (
        <p id={errorId} className="blog-newsletter__error">
          {error}
        </p>
      )}
      <div role="status">
        {checked && (
          <p className="blog-newsletter__note">
            Obrigada pelo interesse! Para concluir a subscrição e receber o seu código de{' '}
            {NEWSLETTER_DISCOUNT_PERCENTAGE}% de desconto,{' '}
            <Link to={NEWSLETTER_SIGN_UP_PATH}>abra a janela de subscrição da newsletter</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
