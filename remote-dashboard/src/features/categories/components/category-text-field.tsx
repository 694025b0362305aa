import type { ChangeEvent, Ref } from 'react';
import ui from '../../../components/ui.module.css';

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

/** A labelled text input (or text area) of a category form. */
export function CategoryTextField({
  id,
  label,
  value,
  onChange,
  hint,
  rows,
  type,
  inputRef,
  ...states
}: CategoryTextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const control = {
    id,
    className: ui.input,
    value,
    onChange: onChange
      ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)
      : undefined,
    'aria-describedby': hintId,
    ...states,
  };
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...control} />
      ) : (
        <input ref={inputRef} type={type} {...control} />
      )}
      {hint ? (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
