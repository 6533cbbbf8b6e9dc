import { useId, useState } from 'react';
import './quantity-stepper.css';

type QuantityStepperProps = {
  value: number;
  /** The largest quantity + can reach (the stock). */
  max: number;
  /** The field's label; hidden when the context already says what it is (e.g. a table column). */
  label: string;
  hideLabel?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  /** − or + was pressed: the value one less or one more. */
  onStep: (quantity: number) => void;
  /** Each edit of the field, as typed; the caller decides whether it is a quantity to apply. */
  onType: (text: string) => void;
  /**
   * The field was left, or Enter pressed, after an edit: what it holds. Without it Enter does
   * nothing special. Either way the field shows the value again once left.
   */
  onCommit?: (text: string) => void;
};

/**
 * − / number field / + (docs/product.md §4, §5): − is disabled at 1 and + at the stock. While
 * the visitor types, the field shows what was typed (e.g. empty, to type a new number), not the
 * value, until it is left or a step is taken; what a typed text means is up to the caller.
 */
export function QuantityStepper({
  value,
  max,
  label,
  hideLabel = false,
  decreaseLabel,
  increaseLabel,
  onStep,
  onType,
  onCommit,
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const step = (quantity: number) => {
    setDraft(null);
    onStep(quantity);
  };
  const commit = () => {
    if (draft !== null) onCommit?.(draft);
    setDraft(null);
  };

  return (
    <div className="quantity-stepper">
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'quantity-stepper__label'}>
        {label}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__step"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          disabled={value <= 1}
          onClick={() => step(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            onType(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onCommit !== undefined) {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="quantity-stepper__step"
          aria-label={increaseLabel}
          aria-controls={inputId}
          disabled={value >= max}
          onClick={() => step(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
