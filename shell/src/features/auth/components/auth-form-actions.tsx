import type { ReactNode } from 'react';
import styles from '../../../components/form/form.module.css';
import { GoogleIcon } from './google-icon';
import { TermsCheckbox } from './terms-checkbox';

interface AuthFormActionsProps {
  /** Prefix of the checkbox's id, unique to the form. */
  id: string;
  captcha: ReactNode;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** Captcha verified, terms ticked and no attempt under way: both buttons work. */
  ready: boolean;
  submitLabel: string;
  googleLabel: string;
  onGoogle: () => void;
}

/** The end of the login and sign-up forms: captcha, terms, the form's button and Google's. */
export function AuthFormActions({
  id,
  captcha,
  termsAccepted,
  onTermsChange,
  ready,
  submitLabel,
  googleLabel,
  onGoogle,
}: AuthFormActionsProps) {
  return (
    <>
      {captcha}
      <TermsCheckbox id={`${id}-terms`} checked={termsAccepted} onChange={onTermsChange} />
      <button type="submit" className={styles.primaryButton} disabled={!ready}>
        {submitLabel}
      </button>
      <div className={styles.divider}>or</div>
      <button type="button" className={styles.secondaryButton} disabled={!ready} onClick={onGoogle}>
        <GoogleIcon />
        {googleLabel}
      </button>
    </>
  );
}
