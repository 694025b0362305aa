import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import styles from './forgot-password.module.css';

export function ForgotPasswordRoute() {
  return (
    <main id="main-content" tabIndex={-1} className={styles.page}>
      <h1 className={styles.title}>Reset your password</h1>
      <p className={styles.text}>
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
    </main>
  );
}
