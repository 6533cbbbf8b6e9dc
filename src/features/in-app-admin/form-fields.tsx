// The fields the three admin forms share: a label, the control, a hint and the error under it
// (named by aria-describedby, the control marked aria-invalid), plus the Markdown field with its
// preview and the product's image list.
import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { RenderedMarkdown } from '#src/components/markdown/rendered-markdown.tsx';
import { addImage, removeImage } from '#src/lib/in-app-admin/admin-forms.ts';

/** What every field needs: its name in the form, its label, its error. */
type FieldBase = {
  /** The form's prefix for element ids (useId). */
  formId: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
};

/** The ids and ARIA attributes of a field's control. */
function controlProps({ formId, name, error, hint }: FieldBase) {
  const id = `${formId}-${name}`;
  const described = [error !== undefined && `${id}-error`, hint !== undefined && `${id}-hint`].filter(
    (part): part is string => typeof part === 'string',
  );
  return {
    id,
    name,
    'aria-invalid': error !== undefined ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}

function FieldFrame({
  base,
  children,
  className,
  labelFor = true,
}: {
  base: FieldBase;
  children: ReactNode;
  className?: string;
  labelFor?: boolean;
}) {
  const id = `${base.formId}-${base.name}`;
  return (
    <div className={`field admin-field${className === undefined ? '' : ` ${className}`}`}>
      {labelFor ? (
        <label htmlFor={id}>
          {base.label}
          {base.required === true && <RequiredMark />}
        </label>
      ) : (
        <span className="admin-field__label" id={`${id}-label`}>
          {base.label}
          {base.required === true && <RequiredMark />}
        </span>
      )}
      {children}
      {base.hint !== undefined && (
        <p id={`${id}-hint`} className="field__hint">
          {base.hint}
        </p>
      )}
      {base.error !== undefined && (
        <p id={`${id}-error`} className="field__error">
          {base.error}
        </p>
      )}
    </div>
  );
}

function RequiredMark() {
  return (
    <span className="admin-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

type TextFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date' | 'url';
  inputMode?: 'decimal' | 'numeric' | 'url';
  min?: number;
  step?: number | 'any';
  list?: string;
  placeholder?: string;
  className?: string;
};

export function TextField({
  value,
  onChange,
  type = 'text',
  inputMode,
  min,
  step,
  list,
  placeholder,
  className,
  ...base
}: TextFieldProps) {
  return (
    <FieldFrame base={base} className={className}>
      <input
        {...controlProps(base)}
        type={type}
        value={value}
        inputMode={inputMode}
        min={min}
        step={step}
        list={list}
        placeholder={placeholder}
        required={base.required}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  className?: string;
};

export function TextAreaField({ value, onChange, rows = 4, className, ...base }: TextAreaFieldProps) {
  return (
    <FieldFrame base={base} className={className}>
      <textarea
        {...controlProps(base)}
        value={value}
        rows={rows}
        required={base.required}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Selecione...'), when the field may be unset. */
  emptyLabel?: string;
  disabled?: boolean;
  className?: string;
};

export function SelectField({
  value,
  onChange,
  options,
  emptyLabel,
  disabled,
  className,
  ...base
}: SelectFieldProps) {
  return (
    <FieldFrame base={base} className={className}>
      <select
        {...controlProps(base)}
        value={value}
        disabled={disabled}
        required={base.required}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<FieldBase, 'required'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function CheckboxField({ checked, onChange, ...base }: CheckboxFieldProps) {
  const props = controlProps(base);
  return (
    <div className="admin-checkbox">
      <input
        {...props}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{base.label}</label>
      {base.hint !== undefined && (
        <p id={`${props.id}-hint`} className="field__hint">
          {base.hint}
        </p>
      )}
    </div>
  );
}

type MarkdownFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  /** Whether the preview shows instead of the text box (the form owns it, to close it on an error). */
  preview: boolean;
  onPreviewChange: (preview: boolean) => void;
  /** The classes of the public page's rendering of this text, so that the preview looks the same. */
  previewClassName: string;
  rows?: number;
};

/**
 * A Markdown text with the toggle 'Pré-visualizar' / 'Editar'. The preview is the public page's
 * own rendering (RenderedMarkdown with the page's classes), so what the owner sees is what the
 * visitor will read.
 */
export function MarkdownField({
  value,
  onChange,
  preview,
  onPreviewChange,
  previewClassName,
  rows = 12,
  ...base
}: MarkdownFieldProps) {
  const props = controlProps(base);
  return (
    <div className="field admin-field admin-markdown">
      <div className="admin-markdown__head">
        {preview ? (
          <span className="admin-field__label" id={`${props.id}-label`}>
            {base.label}
            {base.required === true && <RequiredMark />}
          </span>
        ) : (
          <label htmlFor={props.id}>
            {base.label}
            {base.required === true && <RequiredMark />}
          </label>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-controls={`${props.id}-box`}
          onClick={() => onPreviewChange(!preview)}
        >
          {preview ? 'Editar' : 'Pré-visualizar'}
        </button>
      </div>
      <div id={`${props.id}-box`}>
        {preview ? (
          <section
            className="admin-markdown__preview"
            aria-labelledby={`${props.id}-label`}
            aria-describedby={props['aria-describedby']}
          >
            {value.trim() === '' ? (
              <p className="field__hint">Nada para pré-visualizar.</p>
            ) : (
              <RenderedMarkdown className={previewClassName} source={value} />
            )}
          </section>
        ) : (
          <textarea
            {...props}
            value={value}
            rows={rows}
            required={base.required}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {base.hint !== undefined && (
        <p id={`${props.id}-hint`} className="field__hint">
          {base.hint}
        </p>
      )}
      {base.error !== undefined && (
        <p id={`${props.id}-error`} className="field__error">
          {base.error}
        </p>
      )}
    </div>
  );
}

type ImageListFieldProps = FieldBase & {
  images: readonly string[];
  onChange: (images: string[]) => void;
};

/**
 * A product's pictures: a URL box with 'Adicionar' (Enter adds too; a blank or repeated URL is
 * ignored), the list with a remove button per picture, the first marked as the main one.
 */
export function ImageListField({ images, onChange, ...base }: ImageListFieldProps) {
  const [draft, setDraft] = useState('');
  const props = controlProps(base);
  const add = () => {
    onChange(addImage(images, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the picture rather than submitting the whole form.
    event.preventDefault();
    add();
  };
  return (
    <FieldFrame base={base} className="admin-images">
      <div className="admin-images__add">
        <input
          {...props}
          type="url"
          inputMode="url"
          value={draft}
          placeholder="/images/products/... ou https://..."
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          Adicionar
        </button>
      </div>
      {images.length > 0 && (
        <ol className="admin-images__list" aria-label="Lista de imagens">
          {images.map((url, index) => (
            <li key={url} className="admin-images__item">
              <img src={url} alt="" width={56} height={56} loading="lazy" />
              <span className="admin-images__url">
                {url}
                {index === 0 && <span className="badge badge--accent admin-images__main">Principal</span>}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Remover imagem ${index + 1}`}
                onClick={() => onChange(removeImage(images, index))}
              >
                Remover
              </button>
            </li>
          ))}
        </ol>
      )}
    </FieldFrame>
  );
}
