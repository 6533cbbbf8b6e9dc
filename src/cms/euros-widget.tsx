// The `euros` widget: an amount in euros (a price, a sale price, the shipping fee), typed as a
// person in Portugal types it. Decap's number widget is an <input type="number">, which drops a
// typed comma: '12,50' became 1250 €, a valid price that the save gate let through. This one is a
// text field with a decimal keypad: it shows the amount as '12,50', reads a comma or a dot as the
// decimal mark and dots before thousands (src/lib/money.ts parseEuros), and gives Decap the number
// to write, as the number widget did (`price: 12.5`). Text that reads as no amount is handed on as
// it is: the field's pattern and the save gate then refuse it with their messages.
import { useState } from 'react';
import { eurosForEditing, formatPrice, parseEuros } from '#src/lib/money.ts';

type EurosControlProps = {
  value?: unknown;
  onChange: (value: number | string) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};

/** The text the field starts with: the stored amount as the site writes it, without the sign. */
export function eurosText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return eurosForEditing(value);
  return typeof value === 'string' ? value : '';
}

/** What Decap stores for the field's text: the amount, '' when blank, the text itself when unreadable. */
export function eurosValue(text: string): number | string {
  if (text.trim() === '') return '';
  const amount = parseEuros(text);
  return Number.isNaN(amount) ? text : amount;
}

export function EurosControl({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: EurosControlProps) {
  // The owner's own text while she types ('12,' on the way to '12,50'), not the number read back.
  const [text, setText] = useState(() => eurosText(value));
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      id={forID}
      className={classNameWrapper}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(eurosValue(event.target.value));
      }}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
    />
  );
}

export function EurosPreview({ value }: { value?: unknown }) {
  return <p>{typeof value === 'number' && Number.isFinite(value) ? formatPrice(value) : eurosText(value)}</p>;
}
