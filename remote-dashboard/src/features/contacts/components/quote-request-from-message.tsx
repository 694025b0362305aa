import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  getApiErrorMessage,
  QUOTE_KINDS,
  validateQuoteRequest,
  type ContactMessage,
  type QuoteKind,
} from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { ModalDialog } from '@threadline/web-kit/modal-dialog';
import look from '../../../components/dialog-look.module.css';
import { fieldLook } from '../../../components/field-look';
import { FormError } from '../../../components/form-error';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useCategoryOptions } from '../../../lib/use-category-titles';
import { useCreateQuoteRequestFromMessage } from '../api/create-quote-request-from-message';
import styles from './contacts.module.css';

const KIND_LABELS: Record<QuoteKind, string> = { bulk: 'Bulk order', sample: 'Sample' };

/** The form, prefilled from the message: the admin adds what a request needs and it has not. */
function QuoteRequestDialog({
  message,
  onClose,
}: {
  message: ContactMessage;
  onClose: () => void;
}) {
  const categories = useCategoryOptions();
  const [values, setValues] = useState({
    name: message.name,
    email: message.email,
    company: '',
    categoryKey: '',
    kind: 'bulk' as QuoteKind,
    quantity: '',
    deadline: '',
    details: message.message,
  });
  const [error, setError] = useState<string>();
  const create = useCreateQuoteRequestFromMessage(message._id);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      company: values.company.trim() || undefined,
      quantity: Number(values.quantity.replace(/[\s,]/g, '')),
    };
    const errors = Object.values(validateQuoteRequest(input));
    if (errors.length > 0) return setError(errors.join(' '));
    setError(undefined);
    create.mutate(input, {
      onSuccess: onClose,
      onError: (failure) =>
        setError(getApiErrorMessage(failure, 'The quote request was not created')),
    });
    return undefined;
  };
  const text = (field: keyof typeof values, label: string, type = 'text') => (
    <Field label={label} look={fieldLook}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <ModalDialog
      title="Create quote request"
      onClose={onClose}
      className={look.dialog}
      backdropClassName={look.backdrop}
    >
      <form className={styles.quoteForm} onSubmit={onSubmit} noValidate>
        <p className={ui.hint}>Prefilled from the message of {message.name}.</p>
        {text('name', 'Name')}
        {text('email', 'Email', 'email')}
        {text('company', 'Company (optional)')}
        <Field label="Category" look={fieldLook}>
          {(control) => (
            <select
              {...control}
              value={values.categoryKey}
              onChange={(event) => set('categoryKey')(event.target.value)}
            >
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.key} value={category.key}>
                  {category.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Kind" look={fieldLook}>
          {(control) => (
            <select
              {...control}
              value={values.kind}
              onChange={(event) => set('kind')(event.target.value)}
            >
              {QUOTE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('quantity', 'Quantity (pieces)')}
        {text('deadline', 'Needed by', 'date')}
        <Field label="Details" look={fieldLook}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={values.details}
              onChange={(event) => set('details')(event.target.value)}
            />
          )}
        </Field>
        <FormError message={error} />
        <div className={styles.quoteFormActions}>
          <button type="button" className={ui.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={ui.buttonPrimary} disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create the request'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * Many contact messages are quote requests: the message links to the one made from it, or
 * offers to make one, prefilled from it.
 */
export function QuoteRequestFromMessage({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  if (message.quoteRequest)
    return (
      <p className={styles.quoteLink}>
        Quote request{' '}
        <Link to={paths.quote.getHref(message.quoteRequest.id)}>
          {message.quoteRequest.reference}
        </Link>{' '}
        was made from this message.
      </p>
    );
  return (
    <>
      <button type="button" className={ui.button} onClick={() => setOpen(true)}>
        Create quote request
      </button>
      {open ? <QuoteRequestDialog message={message} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
