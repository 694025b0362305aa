import { useState, type FormEvent } from 'react';
import {
  DialogMessages,
  validateContact,
  getApiErrorMessage,
  type ContactInput,
  type FieldErrors,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { createContactMessage } from '../../contact/api/create-contact-message';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import { NameEmailFields } from '../../../components/name-email-fields';
import styles from '../../../components/form.module.css';
import buttonStyles from '../../../components/link-button.module.css';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';

const emptyForm: ContactInput = { name: '', email: '', message: '' };
const FIELD_ORDER: Array<keyof ContactInput> = ['name', 'email', 'message'];
const fieldId = (field: keyof ContactInput) => `tp-contact-${field}`;

type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'sent' }
  | { status: 'failed'; message: string };

export function ContactForm() {
  const api = useApi();
  const [form, setForm] = useState<ContactInput>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactInput>>({});
  const [submit, setSubmit] = useState<SubmitState>({ status: 'idle' });
  const focusFirstInvalid = useFocusFirstInvalid(FIELD_ORDER, fieldId);

  const update = (field: keyof ContactInput) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fieldErrors = validateContact(form);
    setErrors(fieldErrors);
    if (focusFirstInvalid(fieldErrors)) {
      setSubmit({ status: 'idle' });
      return;
    }
    setSubmit({ status: 'submitting' });
    try {
      await createContactMessage(api, form);
      setForm(emptyForm);
      setSubmit({ status: 'sent' });
    } catch (error) {
      setSubmit({
        status: 'failed',
        message: getApiErrorMessage(error, DialogMessages.contactSubmitFailed),
      });
    }
  };

  const submitting = submit.status === 'submitting';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="tp-form-heading">
      <h2 id="tp-form-heading" className={styles.formTitle}>
        Send Us a Message
      </h2>
      <NameEmailFields fieldId={fieldId} values={form} errors={errors} onChange={update} />
      <Field
        id={fieldId('message')}
        label="Message"
        error={errors.message}
        required
        look={fieldLook}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={form.message}
            onChange={(event) => update('message')(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={buttonStyles.primary} disabled={submitting}>
        {submitting ? 'Sending Message...' : 'Send Message'}
      </button>
      {submit.status === 'sent' ? (
        <p role="status" className={styles.success}>
          Thank you! Your message has been sent. We will reply within 24 hours.
        </p>
      ) : null}
      {submit.status === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <strong>{DialogMessages.contactSubmitFailedTitle}</strong> {submit.message}
        </div>
      ) : null}
    </form>
  );
}
