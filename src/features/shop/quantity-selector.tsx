import { useId, useState } from 'react';
import './quantity-selector.css';

type QuantitySelectorProps = {
  value: number;
  /** The stock: the largest quantity that can be chosen. */
  max: number;
  onChange: (quantity: number) => void;
};

/** Whole numbers written in digits only, from 1 to max; anything else is not a quantity. */
export function parseQuantityInput(text: string, max: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= max ? quantity : undefined;
}

/**
 * − / input / + (SPEC.md sections 4 and 5): decrement disabled at 1, increment disabled at the
 * stock, and the input only takes whole numbers from 1 to the stock. While typing, the field may
 * hold other text (e.g. empty, to type a new number), but such values are ignored: the quantity
 * keeps its last valid value, which the field shows again when it loses focus.
 */
export function QuantitySelector({ value, max, onChange }: QuantitySelectorProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const set = (quantity: number) => {
    setDraft(null);
    onChange(quantity);
  };

  return (
    <div className="quantity-selector">
      <label htmlFor={inputId} className="quantity-selector__label">
        Quantidade
      </label>
      <div className="quantity-selector__controls">
        <button
          type="button"
          className="quantity-selector__step"
          aria-label="Diminuir quantidade"
          aria-controls={inputId}
          disabled={value <= 1}
          onClick={() => set(Math.max(1, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="quantity-selector__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const quantity = parseQuantityInput(text, max);
            if (quantity !== undefined) onChange(quantity);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="quantity-selector__step"
          aria-label="Aumentar quantidade"
          aria-controls={inputId}
          disabled={value >= max}
          onClick={() => set(Math.min(max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
