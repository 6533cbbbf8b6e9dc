// The `numeric-id` widget: a product's or course's numeric id, which the owner never types. A new
// entry gets the time of its creation in milliseconds (Date.now(): a positive integer, unique for
// one owner editing one entry at a time); an existing entry shows the id it has. Read-only.
import { useEffect, useRef } from 'react';

type NumericIdControlProps = {
  value?: unknown;
  onChange: (value: number) => void;
  forID?: string;
  classNameWrapper?: string;
  /** For tests: the clock that gives a new entry its id. */
  now?: () => number;
};

/** Whether the field holds no id yet (a new entry, or one whose id was removed by hand). */
export function isEmptyId(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function NumericIdControl({
  value,
  onChange,
  forID,
  classNameWrapper,
  now = Date.now,
}: NumericIdControlProps) {
  const assigned = useRef(false);
  const empty = isEmptyId(value);
  useEffect(() => {
    if (empty && !assigned.current) {
      assigned.current = true;
      onChange(now());
    }
  }, [empty, onChange, now]);
  return (
    <input
      type="text"
      id={forID}
      className={classNameWrapper}
      value={empty ? '' : String(value)}
      readOnly
      aria-readonly="true"
      inputMode="numeric"
    />
  );
}

export function NumericIdPreview({ value }: { value?: unknown }) {
  return <p>{isEmptyId(value) ? '' : String(value)}</p>;
}
