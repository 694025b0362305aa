import type { ReactNode } from 'react';
import styles from './form.module.css';

/** What a field hands its control: the id its label names, the style and the error wiring. */
export interface FormControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required?: boolean;
}

/** A labelled control with its error message below it, read out with the control. */
export function FormField({
  id,
  label,
  error,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: (control: FormControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.input,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        required: optional ? undefined : true,
      })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
