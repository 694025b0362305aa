import type { HTMLInputTypeAttribute } from 'react';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import { FormError } from '../../../components/form-error';
import ui from '../../../components/ui.module.css';

/** A labelled input of the order forms. */
export function InputField({
  label,
  value,
  onChange,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
}) {
  return (
    <Field label={label} look={fieldLook}>
      {(control) => (
        <input
          {...control}
          type={type}
          min={type === 'number' ? 0 : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled choice among `options` (each with its label), with an optional empty first choice. */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  labels,
  placeholder,
}: {
  label: string;
  value: T | '';
  onChange: (value: T) => void;
  options: readonly T[];
  labels?: Partial<Record<T, string>>;
  placeholder?: string;
}) {
  return (
    <Field label={label} look={fieldLook}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled text area of the order forms. */
export function TextAreaField({
  label,
  value,
  onChange,
  rows = 2,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <Field label={label} look={fieldLook}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The end of an order form: what went wrong, if anything, then its one submit button. */
export function FormSubmit({
  error,
  pending,
  label,
  pendingLabel = 'Saving...',
}: {
  error?: string;
  pending: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <>
      <FormError message={error} />
      <div>
        <button type="submit" className={ui.buttonPrimary} disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}
