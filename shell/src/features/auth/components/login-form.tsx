import { validateLogin, type FieldErrors, type LoginInput } from '@threadline/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/form/field-look';
import styles from '../../../components/form/form.module.css';
import { paths } from '../../../config/paths';
import { useEmailSignIn } from '../hooks/use-email-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { AuthFormActions } from './auth-form-actions';
import { PasswordField } from './password-field';

interface LoginFormProps {
  /** The captcha, composed by the page; its verified state arrives as captchaVerified. */
  captcha: ReactNode;
  captchaVerified: boolean;
}

export function LoginForm({ captcha, captchaVerified }: LoginFormProps) {
  const id = useId();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const signInWithEmail = useEmailSignIn();
  const signInWithGoogle = useGoogleSignIn();

  const { submitting, ready, submit } = useGuardedSubmit(captchaVerified, termsAccepted);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submit(() => signInWithEmail(values.email, values.password));
  };

  const handleGoogle = () => submit(signInWithGoogle);

  const emailId = `${id}-email`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Field id={emailId} label="Email" required error={errors.email} look={fieldLook}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        />
      </Field>
      <PasswordField
        id={`${id}-password`}
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
      />
      <AuthFormActions
        id={id}
        captcha={captcha}
        termsAccepted={termsAccepted}
        onTermsChange={setTermsAccepted}
        ready={ready}
        submitLabel="Sign in"
        googleLabel="Sign in with Google"
        onGoogle={handleGoogle}
      />
      <div className={styles.links}>
        <span>
          New here? <Link to={paths.signUp.getHref()}>Sign up</Link>
        </span>
        <Link to={paths.forgotPassword.getHref()}>Lost password?</Link>
      </div>
    </form>
  );
}
