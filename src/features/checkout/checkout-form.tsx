import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import { business } from '#src/generated/settings.json';
import type {
  CheckoutErrors,
  CheckoutField,
  CheckoutForm as CheckoutFormValues,
} from '#src/lib/checkout/checkout-validation.ts';
import { FIELD_HINTS } from '#src/lib/forms/field-messages.ts';
import { formatCents } from '#src/lib/money.ts';
import type { ShippingRules } from '#src/lib/checkout/pricing.ts';
import { BankDetails, MBWAY_NUMBER, ShopAddress } from './payment-details.tsx';
import { paths } from '#src/lib/paths.ts';

type TextFieldName = 'fullName' | 'email' | 'phone' | 'address' | 'postalCode' | 'city' | 'mbwayPhone';

/** The id of a field's control, also used to move the focus to the first invalid field. */
export const checkoutFieldId = (field: CheckoutField) => `checkout-${field}`;

type CheckoutFormProps = {
  form: CheckoutFormValues;
  errors: CheckoutErrors;
  submitting: boolean;
  rules: ShippingRules;
  onChange: <K extends CheckoutField>(field: K, value: CheckoutFormValues[K]) => void;
  onSubmit: () => void;
};

/** '4750123' becomes '4750-123' as it is typed; anything else is left as typed. */
function formatPostalCodeInput(value: string): string {
  return /^\d{7}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4)}` : value;
}

export function CheckoutForm({ form, errors, submitting, rules, onChange, onSubmit }: CheckoutFormProps) {
  const shipping = form.deliveryMethod === 'shipping';
  const mbway = form.paymentMethod === 'mbway';

  const text = (
    name: TextFieldName,
    label: string,
    attributes: {
      type?: 'text' | 'email' | 'tel';
      autoComplete: string;
      inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
      placeholder?: string;
      hint?: ReactNode;
      format?: (value: string) => string;
    },
  ) => {
    const id = checkoutFieldId(name);
    const error = errors[name];
    const described = [attributes.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>
          {label} <span aria-hidden="true">*</span>
        </label>
        <input
          id={id}
          name={name}
          type={attributes.type ?? 'text'}
          autoComplete={attributes.autoComplete}
          inputMode={attributes.inputMode}
          placeholder={attributes.placeholder}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          value={form[name]}
          onChange={(event) => onChange(name, (attributes.format ?? String)(event.target.value))}
        />
        {attributes.hint && (
          <p id={`${id}-hint`} className="field__hint">
            {attributes.hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <fieldset className="checkout-form__group card">
        <legend>Dados pessoais</legend>
        {text('fullName', 'Nome completo', { autoComplete: 'name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', 'Telefone', {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          hint: FIELD_HINTS.phone,
        })}
      </fieldset>

      <fieldset className="checkout-form__group card">
        <legend>Método de entrega</legend>
        <div className="choice-list">
          <Choice
            name="deliveryMethod"
            value="shipping"
            checked={shipping}
            title="Envio por correio/transportadora"
            onSelect={onChange}
            hint={
              <>
                {formatCents(rules.feeCents)}, grátis a partir de{' '}
                {formatCents(rules.freeShippingThresholdCents)}. Entrega em {business.shipping.deliveryTime}.
              </>
            }
          />
          <Choice
            name="deliveryMethod"
            value="pickup"
            checked={!shipping}
            title="Levantamento na loja"
            onSelect={onChange}
            hint="Sem portes de envio."
          />
        </div>
        {shipping ? (
          <div className="checkout-form__address">
            {text('address', 'Morada', { autoComplete: 'street-address' })}
            <div className="checkout-form__row">
              {text('postalCode', 'Código postal', {
                autoComplete: 'postal-code',
                inputMode: 'numeric',
                placeholder: '0000-000',
                hint: FIELD_HINTS.postalCode,
                format: formatPostalCodeInput,
              })}
              {text('city', 'Localidade', { autoComplete: 'address-level2' })}
            </div>
          </div>
        ) : (
          <div className="checkout-panel">
            <p>Pode levantar a sua encomenda na nossa loja, depois de confirmado o pagamento:</p>
            <ShopAddress />
          </div>
        )}
      </fieldset>

      <fieldset className="checkout-form__group card">
        <legend>Método de pagamento</legend>
        <div className="choice-list">
          <Choice name="paymentMethod" value="mbway" checked={mbway} title="MB Way" onSelect={onChange} />
          <Choice
            name="paymentMethod"
            value="bank_transfer"
            checked={!mbway}
            title="Transferência Bancária"
            onSelect={onChange}
          />
        </div>
        {mbway ? (
          <div className="checkout-panel">
            <p>
              Depois de finalizar, envie o total por MB Way para o número <strong>{MBWAY_NUMBER}</strong>, com
              a referência da encomenda na descrição.
            </p>
            {text('mbwayPhone', 'O seu número MB Way', {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              hint: FIELD_HINTS.mbwayPhone,
            })}
          </div>
        ) : (
          <div className="checkout-panel">
            <p>
              Depois de finalizar, transfira o total para a conta abaixo, com a referência da encomenda no
              descritivo.
            </p>
            <BankDetails />
          </div>
        )}
      </fieldset>

      <fieldset className="checkout-form__group card">
        <legend>Observações</legend>
        <div className="field">
          <label htmlFor={checkoutFieldId('notes')}>Notas da encomenda (opcional)</label>
          <textarea
            id={checkoutFieldId('notes')}
            name="notes"
            rows={4}
            value={form.notes}
            onChange={(event) => onChange('notes', event.target.value)}
          />
        </div>
      </fieldset>

      <div className="checkout-form__terms">
        <div className="checkout-form__checkbox">
          <input
            id={checkoutFieldId('acceptTerms')}
            name="acceptTerms"
            type="checkbox"
            required
            checked={form.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${checkoutFieldId('acceptTerms')}-error` : undefined}
            onChange={(event) => onChange('acceptTerms', event.target.checked)}
          />
          <label htmlFor={checkoutFieldId('acceptTerms')}>
            Li e aceito os{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noopener">
              termos e condições<span className="visually-hidden"> (abre num novo separador)</span>
            </a>{' '}
            e a{' '}
            <a href={paths.privacy.getHref()} target="_blank" rel="noopener">
              política de privacidade<span className="visually-hidden"> (abre num novo separador)</span>
            </a>
            . <span aria-hidden="true">*</span>
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={`${checkoutFieldId('acceptTerms')}-error`} className="field__error">
            {errors.acceptTerms}
          </p>
        )}
      </div>

      <p className="checkout-form__required">
        <span aria-hidden="true">*</span> Campos obrigatórios. As encomendas são processadas após a
        confirmação do pagamento.
      </p>
      <button type="submit" className="button button--block checkout-form__submit" disabled={submitting}>
        {submitting ? 'A processar...' : 'Finalizar Encomenda'}
      </button>
    </form>
  );
}

type ChoiceField = 'deliveryMethod' | 'paymentMethod';

type ChoiceProps<K extends ChoiceField> = {
  name: K;
  value: CheckoutFormValues[K];
  checked: boolean;
  title: string;
  hint?: ReactNode;
  onSelect: (field: K, value: CheckoutFormValues[K]) => void;
};

/** One option of a radio group, drawn as a card: its title in bold, with a hint below. */
function Choice<K extends ChoiceField>({ name, value, checked, title, hint, onSelect }: ChoiceProps<K>) {
  return (
    <label className="choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(name, value)}
      />
      <span className="choice__text">
        <strong>{title}</strong>
        {hint !== undefined && <span className="choice__hint">{hint}</span>}
      </span>
    </label>
  );
}
