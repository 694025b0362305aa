import type { ReactNode } from 'react';
import styles from './form.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form control with its validation message beside it. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorIdFor(id)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export const errorIdFor = (id: string) => `${id}-error`;

/** The aria attributes that tie a control to its Field's message. */
export const describedBy = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdFor(id) } : {};
