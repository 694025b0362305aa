import { EMAIL_PATTERN, ValidationMessages } from '@threadline/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/form/field-look';
import styles from '../../../components/form/form.module.css';
import { paths } from '../../../config/paths';
import { showErrorDialog, showSuccessDialog } from '../../../lib/dialogs';
import { useAuth } from '../hooks/use-auth';
import { AuthMessages, authErrorMessage } from '../../../config/auth-messages';

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
      await showSuccessDialog(AuthMessages.resetSentTitle, AuthMessages.resetSent(trimmed));
      setEmail('');
    } catch (resetError) {
      await showErrorDialog(
        AuthMessages.resetFailedTitle,
        authErrorMessage(resetError, AuthMessages.resetFailed),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const emailId = `${id}-email`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Field id={emailId} label="Email" required error={error} look={fieldLook}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
