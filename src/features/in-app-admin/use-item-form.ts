// The state and the submit of one admin form (product, course or post): the values as typed,
// the field errors (a field's error clears as soon as it is edited), the busy state while
// saving, and the save itself: the whole collection with the item added or replaced, written as
// the local copy, then back to the dashboard's tab, which says so and shows the item.
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '#src/components/router/router.tsx';
import {
  firstInvalidField,
  validateForm,
  type FormErrors,
  type FormField,
  type FormItem,
  type FormValues,
} from '#src/lib/in-app-admin/admin-forms.ts';
import { addItem, updateItem } from '#src/lib/in-app-admin/admin-data.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import type { Category } from '#src/lib/schema.ts';
import { savedItemState } from './saved-item.ts';

export const SAVE_FAILED = 'Erro ao guardar. Tente novamente.';

type ItemFormOptions<C extends Collection> = {
  collection: C;
  initial: FormValues[C];
  /** Every item of the collection as the admin holds it (the local copy). */
  items: readonly FormItem[C][];
  save: (items: FormItem[C][]) => boolean;
  /** The edited item's id; undefined when creating. */
  editedId: number | undefined;
  /** The id of a new item, asked for when it is saved (its creation time). */
  newId: (items: readonly FormItem[C][]) => number;
  categories: readonly Category[];
  /** The label of each field (the schema's field labels, refined where the form needs it). */
  labels: Readonly<Record<string, string>>;
  /** Where a saved form returns to. */
  doneHref: string;
  /** Called before the first invalid field gets the focus (e.g. to close a preview hiding it). */
  beforeFocus?: (field: FormField<C>) => void;
};

export function useItemForm<C extends Collection>({
  collection,
  initial,
  items,
  save,
  editedId,
  newId,
  categories,
  labels,
  doneHref,
  beforeFocus,
}: ItemFormOptions<C>) {
  const navigate = useNavigate();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues[C]>(initial);
  const [errors, setErrors] = useState<FormErrors<C>>({});
  const [busy, setBusy] = useState(false);

  /** Sets a field; its error (and a failed save's message) goes away. */
  const setField = <F extends FormField<C>>(field: F, value: FormValues[C][F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined && current.form === undefined) return current;
      const next = { ...current };
      delete next[field];
      delete next.form;
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const id = editedId ?? newId(items);
    const others = items.filter((item) => item.id !== id);
    const result = validateForm(collection, values, { id, others, categories });
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(collection, result.errors);
      if (first !== undefined) {
        if (beforeFocus) flushSync(() => beforeFocus(first));
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }
      return;
    }
    // 'A guardar...' is on screen (and the button disabled) while the list is written.
    flushSync(() => setBusy(true));
    const next =
      editedId === undefined
        ? addItem(collection, items, result.item)
        : updateItem(collection, items, result.item);
    if (next === undefined || !save(next)) {
      setBusy(false);
      setErrors({ form: SAVE_FAILED } as FormErrors<C>);
      return;
    }
    // The dashboard says what was saved and shows the item (src/features/in-app-admin/saved-item.ts).
    void navigate(doneHref, {
      state: savedItemState(result.item, editedId === undefined ? 'created' : 'updated'),
    });
  };

  /** What every field component needs of a field: its ids, name, label and error. */
  const fieldProps = (field: FormField<C>) => ({
    formId,
    name: field,
    label: labels[field] ?? field,
    error: errors[field],
  });

  /** A field's props with its value and its change handler: `<TextField {...bind('name')} />`. */
  const bind = <F extends FormField<C>>(field: F) => ({
    ...fieldProps(field),
    value: values[field],
    onChange: (value: FormValues[C][F]) => setField(field, value),
  });

  return { formRef, formId, values, errors, busy, setField, fieldProps, bind, onSubmit };
}
