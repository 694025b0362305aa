import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  QUOTE_ATTACHMENT_ACCEPT,
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_BULK_MIN_QUANTITY,
  QUOTE_COLOUR_MAX_LENGTH,
  QUOTE_CURRENCIES,
  QUOTE_SAMPLE_MAX_QUANTITY,
  QuoteMessages,
  validateQuoteRequest,
  getApiErrorMessage,
  type FieldErrors,
  type QuoteRequestField,
  type QuoteRequestInput,
} from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { useCategories } from '../../../hooks/use-categories';
import { createQuoteRequest } from '../api/create-quote-request';
import { AttachmentUploadList } from '@threadline/web-kit/attachment-upload-list';
import { useAttachmentUploads } from '@threadline/web-kit/attachment-uploads';
import { FIELD_ORDER, fieldId, toInput, type QuoteForm } from './quote-form-input';
import { QuoteReceived } from './quote-received';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import formStyles from '../../../components/form.module.css';
import { NameEmailFields } from '../../../components/name-email-fields';
import buttonStyles from '../../../components/link-button.module.css';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import styles from './quote.module.css';

type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'sent'; reference: string }
  | { status: 'failed'; message: string };

/** The request-for-quote form, checked by contracts' rules before anything is sent. */
export function QuoteRequestForm() {
  const api = useApi();
  const { user } = useRemote();
  const [searchParams] = useSearchParams();
  const categories = useCategories();
  const attachments = useAttachmentUploads();
  const [form, setForm] = useState<QuoteForm>(() => ({
    name: user?.displayName ?? '',
    email: user?.email ?? '',
    company: '',
    phone: '',
    categoryKey: searchParams.get('category') ?? '',
    kind: 'bulk',
    quantity: '',
    targetUnitPrice: '',
    currency: 'USD',
    deadline: '',
    details: '',
    colour: '',
    sizes: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<QuoteRequestField>>({});
  const [submit, setSubmit] = useState<SubmitState>({ status: 'idle' });
  const focusFirstInvalid = useFocusFirstInvalid(FIELD_ORDER, fieldId);

  // The signed-in member's name and email, when the session arrives after the first render.
  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      name: current.name || user.displayName || '',
      email: current.email || user.email || '',
    }));
  }, [user]);

  const update = (field: keyof QuoteForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toInput(form);
    const fieldErrors = validateQuoteRequest({ ...input, attachments: attachments.refs });
    setErrors(fieldErrors);
    if (focusFirstInvalid(fieldErrors)) {
      setSubmit({ status: 'idle' });
      return;
    }
    setSubmit({ status: 'submitting' });
    try {
      const created = await createQuoteRequest(api, {
        ...(input as unknown as QuoteRequestInput),
        name: form.name.trim(),
        email: form.email.trim(),
        details: form.details.trim(),
        attachments: attachments.refs.length > 0 ? attachments.refs : undefined,
      });
      setSubmit({ status: 'sent', reference: created.reference });
    } catch (error) {
      setSubmit({
        status: 'failed',
        message: getApiErrorMessage(error, QuoteMessages.submitFailed),
      });
    }
  };

  if (submit.status === 'sent') {
    return <QuoteReceived reference={submit.reference} signedIn={Boolean(user)} />;
  }

  const submitting = submit.status === 'submitting';
  const categoryOptions = categories.status === 'success' ? categories.data : [];
  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="tp-quote-heading"
    >
      <h2 id="tp-quote-heading" className={formStyles.formTitle}>
        Your request
      </h2>
      <div className={styles.row}>
        <NameEmailFields fieldId={fieldId} values={form} errors={errors} onChange={update} />
      </div>
      <div className={styles.row}>
        <Field
          id={fieldId('company')}
          label="Company (optional)"
          error={errors.company}
          look={fieldLook}
        >
          {(shared) => (
            <input
              {...shared}
              value={form.company}
              autoComplete="organization"
              onChange={(e) => update('company')(e.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId('phone')} label="Phone (optional)" error={errors.phone} look={fieldLook}>
          {(shared) => (
            <input
              {...shared}
              type="tel"
              value={form.phone}
              autoComplete="tel"
              onChange={(e) => update('phone')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        id={fieldId('categoryKey')}
        label="Product category"
        error={errors.categoryKey}
        required
        look={fieldLook}
      >
        {(shared) => (
          <select
            {...shared}
            value={form.categoryKey}
            onChange={(e) => update('categoryKey')(e.target.value)}
          >
            <option value="">
              {categories.status === 'loading' ? 'Loading...' : 'Choose a category'}
            </option>
            {categoryOptions.map((category) => (
              <option key={category.key} value={category.key}>
                {category.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset
        className={styles.kinds}
        aria-describedby={errors.kind ? `${fieldId('kind')}-error` : undefined}
      >
        <legend className={formStyles.label}>Request type</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="kind"
            id={fieldId('kind')}
            checked={form.kind === 'bulk'}
            onChange={() => setForm((current) => ({ ...current, kind: 'bulk' }))}
          />
          Bulk order (at least {QUOTE_BULK_MIN_QUANTITY} pcs per style)
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="kind"
            checked={form.kind === 'sample'}
            onChange={() => setForm((current) => ({ ...current, kind: 'sample' }))}
          />
          Samples (1 to {QUOTE_SAMPLE_MAX_QUANTITY} pcs)
        </label>
        {errors.kind ? (
          <p id={`${fieldId('kind')}-error`} className={formStyles.fieldError}>
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.row}>
        <Field
          id={fieldId('quantity')}
          label="Quantity (pieces)"
          error={errors.quantity}
          required
          look={fieldLook}
        >
          {(shared) => (
            <input
              {...shared}
              inputMode="numeric"
              value={form.quantity}
              onChange={(e) => update('quantity')(e.target.value)}
            />
          )}
        </Field>
        <Field
          id={fieldId('deadline')}
          label="Needed by"
          error={errors.deadline}
          required
          look={fieldLook}
        >
          {(shared) => (
            <input
              {...shared}
              type="date"
              value={form.deadline}
              onChange={(e) => update('deadline')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field
          id={fieldId('targetUnitPrice')}
          label="Target unit price (optional)"
          error={errors.targetUnitPrice}
          look={fieldLook}
        >
          {(shared) => (
            <input
              {...shared}
              inputMode="decimal"
              value={form.targetUnitPrice}
              onChange={(e) => update('targetUnitPrice')(e.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId('currency')} label="Currency" error={errors.currency} look={fieldLook}>
          {(shared) => (
            <select
              {...shared}
              value={form.currency}
              onChange={(e) => update('currency')(e.target.value)}
            >
              {QUOTE_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id={fieldId('colour')}
        label="Colour (optional, e.g. Navy)"
        error={errors.colour}
        look={fieldLook}
      >
        {(shared) => (
          <input
            {...shared}
            maxLength={QUOTE_COLOUR_MAX_LENGTH}
            autoComplete="off"
            value={form.colour}
            onChange={(e) => update('colour')(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId('sizes')}
        label="Size breakdown (optional, e.g. S=100, M=200)"
        error={errors.sizes}
        look={fieldLook}
      >
        {(shared) => (
          <input {...shared} value={form.sizes} onChange={(e) => update('sizes')(e.target.value)} />
        )}
      </Field>
      <Field
        id={fieldId('details')}
        label="Details"
        error={errors.details}
        required
        look={fieldLook}
      >
        {(shared) => (
          <textarea
            {...shared}
            rows={6}
            placeholder="Style, fabric and weight, colours, trims, labelling, packing, destination and incoterm"
            value={form.details}
            onChange={(e) => update('details')(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId('attachments')}
        label={`Tech pack and reference images (PDF or images, up to ${QUOTE_ATTACHMENTS_MAX_FILES} files of 10 MB)`}
        error={errors.attachments}
        look={fieldLook}
      >
        <input
          type="file"
          multiple
          accept={QUOTE_ATTACHMENT_ACCEPT}
          onChange={(event) => {
            attachments.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Field>
      <AttachmentUploadList
        label="Attached files"
        uploads={attachments.uploads}
        onRemove={attachments.remove}
        classes={{
          list: styles.uploads,
          item: styles.upload,
          name: styles.uploadName,
          error: formStyles.fieldError,
          removeButton: styles.removeButton,
          visuallyHidden: styles.visuallyHidden,
        }}
      />
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={submitting || attachments.uploading}
      >
        {submitting ? 'Sending Request...' : 'Request a Quote'}
      </button>
      {submit.status === 'failed' ? (
        <div role="alert" className={formStyles.failure}>
          <strong>{QuoteMessages.submitFailedTitle}</strong> {submit.message}
        </div>
      ) : null}
    </form>
  );
}
