import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import ui from '../../../components/ui.module.css';

/** The label and its control (given the id that ties them), as every order form field shows them. */
export function LabelledField({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

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
    <LabelledField label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          min={type === 'number' ? 0 : undefined}
          className={ui.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
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
    <LabelledField label={label}>
      {(id) => (
        <select
          id={id}
          className={ui.input}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
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
    <LabelledField label={label}>
      {(id) => (
        <textarea
          id={id}
          className={ui.input}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
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
      {error ? (
        <p role="alert" className={ui.errorText}>
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={ui.buttonPrimary} disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}
