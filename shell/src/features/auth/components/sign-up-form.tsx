import { validateSignUp, type FieldErrors, type SignUpInput } from '@threadline/contracts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/form/field-look';
import styles from '../../../components/form/form.module.css';
import { paths } from '../../../config/paths';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useSignUp } from '../hooks/use-sign-up';
import { AuthFormActions } from './auth-form-actions';
import { PasswordField } from './password-field';

interface SignUpFormProps {
  captcha: ReactNode;
  captchaVerified: boolean;
}

const emptyValues = { name: '', email: '', password: '', photoURL: '' };

export function SignUpForm({ captcha, captchaVerified }: SignUpFormProps) {
  const id = useId();
  const [values, setValues] = useState(emptyValues);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpInput>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const signUp = useSignUp();
  const signInWithGoogle = useGoogleSignIn();

  const { submitting, ready, submit } = useGuardedSubmit(captchaVerified, termsAccepted);
  const setValue = (field: keyof typeof emptyValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const resetForm = () => {
    setValues(emptyValues);
    setPhoto(null);
    setErrors({});
    setTermsAccepted(false);
    if (photoInput.current) photoInput.current.value = '';
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submit(() => signUp({ ...values, photo }, resetForm));
  };

  const handleGoogle = () => submit(signInWithGoogle);

  const fieldId = (field: string) => `${id}-${field}`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Field id={fieldId('name')} label="Name" required error={errors.name} look={fieldLook}>
        <input
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValue('name')(event.target.value)}
        />
      </Field>
      <Field id={fieldId('photo')} label="Profile photo" optional look={fieldLook}>
        <input
          ref={photoInput}
          name="photo"
          type="file"
          accept="image/*"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </Field>
      <Field id={fieldId('photo-url')} label="Photo URL" optional look={fieldLook}>
        <input
          name="photoURL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={values.photoURL}
          disabled={photo !== null}
          onChange={(event) => setValue('photoURL')(event.target.value)}
        />
      </Field>
      <Field id={fieldId('email')} label="Email" required error={errors.email} look={fieldLook}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValue('email')(event.target.value)}
        />
      </Field>
      <PasswordField
        id={fieldId('password')}
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => setValue('password')(event.target.value)}
      />
      <AuthFormActions
        id={id}
        captcha={captcha}
        termsAccepted={termsAccepted}
        onTermsChange={setTermsAccepted}
        ready={ready}
        submitLabel="Sign up"
        googleLabel="Sign up with Google"
        onGoogle={handleGoogle}
      />
      <div className={styles.links}>
        <span>
          Already have an account? <Link to={paths.login.getHref()}>Sign in</Link>
        </span>
        <Link to={paths.forgotPassword.getHref()}>Lost password?</Link>
      </div>
    </form>
  );
}
