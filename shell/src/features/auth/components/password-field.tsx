import { useState, type ChangeEvent } from 'react';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/form/field-look';
import styles from '../../../components/form/form.module.css';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ id, value, onChange, error, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label="Password" required error={error} look={fieldLook}>
      {(control) => (
        <div className={styles.passwordWrap}>
          <input
            {...control}
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={onChange}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
