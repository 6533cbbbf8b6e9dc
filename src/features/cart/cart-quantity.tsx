import { useId, useState } from 'react';

type CartQuantityProps = {
  productName: string;
  quantity: number;
  stock: number;
  /** Receives what the visitor chose or typed; the cart rules decide (non-numeric 1, zero removes). */
  onChange: (quantity: unknown) => void;
};

/**
 * − / input / + for one cart line: − is disabled at 1 and + at the stock. A typed positive number
 * applies at once; anything else (empty, zero, text) applies when the field is left or Enter is
 * pressed, so that clearing the field to type a new number does not remove the line.
 */
export function CartQuantity({ productName, quantity, stock, onChange }: CartQuantityProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft !== null) onChange(draft);
    setDraft(null);
  };

  return (
    <div className="cart-quantity">
      <button
        type="button"
        className="cart-quantity__step"
        aria-label={`Diminuir quantidade de ${productName}`}
        aria-controls={inputId}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        Quantidade de {productName}
      </label>
      <input
        id={inputId}
        className="cart-quantity__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={stock}
        step={1}
        value={draft ?? String(quantity)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = Number(text);
          if (text.trim() !== '' && Number.isFinite(typed) && typed >= 1) onChange(typed);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="cart-quantity__step"
        aria-label={`Aumentar quantidade de ${productName}`}
        aria-controls={inputId}
        disabled={quantity >= stock}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
