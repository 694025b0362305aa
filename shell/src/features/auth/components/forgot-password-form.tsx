import { ValidationMessages, EMAIL_PATTERN } from '@threadline/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describedBy, Field } from '../../../components/form/field';
import styles from '../../../components/form/form.module.css';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { showErrorDialog, showSuccessDialog } from '../../../lib/dialogs';
import { useAuth } from '../hooks/use-auth';

export const RESET_SENT_TITLE = 'Check your inbox';
export const RESET_FAILED_TITLE = 'Reset Failed';

export function ForgotPasswordForm() {
  const id = useId();
  const { resetPassword } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed
      ? ValidationMessages.emailRequired
      : !EMAIL_PATTERN.test(trimmed)
        ? ValidationMessages.invalidEmail
        : undefined;
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await resetPassword(trimmed);
      await showSuccessDialog(
        RESET_SENT_TITLE,
        `If an account exists for ${trimmed}, a password reset link is on its way.`,
      );
      setEmail('');
    } catch (resetError) {
      await showErrorDialog(RESET_FAILED_TITLE, getErrorMessage(resetError));
    } finally {
      setSubmitting(false);
    }
  };

  const emailId = `${id}-email`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Field id={emailId} label="Email" error={error}>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...describedBy(emailId, error)}
        />
      </Field>
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        Send reset link
      </button>
      <div className={styles.links}>
        <Link to={paths.login.getHref()}>Back to login</Link>
      </div>
    </form>
  );
}
