import type { ChangeEvent, Ref } from 'react';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';

interface CategoryTextFieldProps {
  id: string;
  label: string;
  value: string;
  /** Left out for a read-only field. */
  onChange?: (value: string) => void;
  /** A line under the field, announced with it. */
  hint?: string;
  /** Makes the field a text area of this many rows. */
  rows?: number;
  type?: 'url';
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Reaches the single-line input, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A text input (or text area) of a category form, in web-kit's Field. */
export function CategoryTextField({
  id,
  label,
  value,
  onChange,
  hint,
  rows,
  type,
  inputRef,
  required,
  ...states
}: CategoryTextFieldProps) {
  const change = onChange
    ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)
    : undefined;
  return (
    <Field id={id} label={label} hint={hint} required={required} look={fieldLook}>
      {(control) =>
        rows ? (
          <textarea rows={rows} value={value} onChange={change} {...states} {...control} />
        ) : (
          <input
            ref={inputRef}
            type={type}
            value={value}
            onChange={change}
            {...states}
            {...control}
          />
        )
      }
    </Field>
  );
}
