import { useState, type FormEvent } from 'react';
import {
  DashboardMessages,
  getApiErrorMessage,
  QUOTE_CURRENCIES,
  QUOTE_TRANSITIONS,
  validateQuoteUpdate,
  type AdminQuoteRequest,
  type FieldErrors,
  type QuoteCurrency,
  type QuoteUpdateField,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { showError } from '../../../lib/dialogs';
import { QuoteConversation } from '../../conversations/components/quote-conversation';
import { downloadQuoteAttachment } from '../api/download-quote-attachment';
import type { useQuoteActions } from '../hooks/use-quote-actions';
import { formatDate, formatMoney, formatOffer, STATUS_LABELS } from './quote-format';
import { QuoteTimeline } from './quote-timeline';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';

type Actions = ReturnType<typeof useQuoteActions>;

const numberOrText = (text: string) =>
  /^\d{1,9}(\.\d{1,9})?$/.test(text.trim()) ? Number(text.trim()) : text;

/** One request as an admin sees it: the brief, the files, the pipeline, the offer and the notes. */
export function QuoteRequestDetail({
  quote,
  actions,
}: {
  quote: AdminQuoteRequest;
  actions: Actions;
}) {
  const api = useApi();
  const moves = QUOTE_TRANSITIONS[quote.status];
  return (
    <article className={styles.detail} aria-labelledby="td-quote-detail-heading">
      <header className={styles.detailHeader}>
        <h2 id="td-quote-detail-heading" className={styles.detailTitle}>
          {quote.reference}
        </h2>
        <span className={ui.badge}>{STATUS_LABELS[quote.status]}</span>
      </header>
      <dl className={styles.facts}>
        <dt>Buyer</dt>
        <dd>
          {quote.name} · <a href={`mailto:${quote.email}`}>{quote.email}</a>
          {quote.company ? ` · ${quote.company}` : ''}
          {quote.phone ? ` · ${quote.phone}` : ''}
        </dd>
        <dt>Request</dt>
        <dd>
          {quote.kind === 'bulk' ? 'Bulk order' : 'Samples'} of {quote.quantity} pcs ·{' '}
          {quote.categoryKey}
        </dd>
        <dt>Needed by</dt>
        <dd>{formatDate(quote.deadline)}</dd>
        {quote.targetUnitPrice && quote.currency ? (
          <>
            <dt>Target price</dt>
            <dd>{formatMoney(quote.targetUnitPrice, quote.currency)} per piece</dd>
          </>
        ) : null}
        {quote.sizes ? (
          <>
            <dt>Sizes</dt>
            <dd>
              {Object.entries(quote.sizes)
                .map(([size, pieces]) => `${size}: ${pieces}`)
                .join(', ')}
            </dd>
          </>
        ) : null}
        {quote.offer ? (
          <>
            <dt>Our quote</dt>
            <dd>{formatOffer(quote.offer)}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.details}>{quote.details}</p>

      <section aria-labelledby="td-quote-files-heading">
        <h3 id="td-quote-files-heading" className={styles.subheading}>
          Attachments ({quote.attachments.length})
        </h3>
        {quote.attachments.length === 0 ? (
          <p className={ui.hint}>No files attached.</p>
        ) : (
          <ul className={styles.files}>
            {quote.attachments.map((attachment) => (
              <li key={attachment.id}>
                <button
                  type="button"
                  className={ui.buttonGhost}
                  onClick={() =>
                    downloadQuoteAttachment(api, quote._id, attachment).catch((error: unknown) =>
                      showError(DashboardMessages.downloadFailed, getApiErrorMessage(error, '')),
                    )
                  }
                >
                  Download {attachment.fileName}
                </button>{' '}
                <span className={ui.hint}>
                  {attachment.contentType}, {Math.ceil(attachment.size / 1024)} KB
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="td-quote-pipeline-heading">
        <h3 id="td-quote-pipeline-heading" className={styles.subheading}>
          Pipeline
        </h3>
        <QuoteTimeline quote={quote} />
        {moves.includes('quoted') ? <OfferForm quote={quote} actions={actions} /> : null}
        <div className={styles.moves}>
          {moves
            .filter((status) => status !== 'quoted')
            .map((status) => (
              <button
                key={status}
                type="button"
                className={status === 'lost' ? ui.buttonDanger : ui.buttonPrimary}
                disabled={actions.busy}
                onClick={() => void actions.move(quote, status)}
              >
                Move to {STATUS_LABELS[status]}
              </button>
            ))}
        </div>
      </section>

      <NotesSection quote={quote} actions={actions} />
      <QuoteConversation key={quote._id} quoteId={quote._id} canWriteNotes />
    </article>
  );
}

function OfferForm({ quote, actions }: { quote: AdminQuoteRequest; actions: Actions }) {
  const [unitPrice, setUnitPrice] = useState('');
  const [currency, setCurrency] = useState<QuoteCurrency>(quote.currency ?? 'USD');
  const [leadTimeDays, setLeadTimeDays] = useState('');
  const [errors, setErrors] = useState<FieldErrors<QuoteUpdateField>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change = {
      status: 'quoted' as const,
      unitPrice: numberOrText(unitPrice),
      currency,
      leadTimeDays: numberOrText(leadTimeDays),
    };
    const found = validateQuoteUpdate(change);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await actions.move(quote, 'quoted', {
      unitPrice: change.unitPrice as number,
      currency,
      leadTimeDays: change.leadTimeDays as number,
    });
  };

  return (
    <form className={styles.offerForm} onSubmit={onSubmit} noValidate aria-label="Quote a price">
      <div className={ui.field}>
        <label htmlFor="td-offer-price" className={ui.label}>
          Unit price
        </label>
        <input
          id="td-offer-price"
          className={ui.input}
          inputMode="decimal"
          value={unitPrice}
          aria-invalid={Boolean(errors.unitPrice)}
          aria-describedby={errors.unitPrice ? 'td-offer-price-error' : undefined}
          onChange={(event) => setUnitPrice(event.target.value)}
        />
        {errors.unitPrice ? (
          <p id="td-offer-price-error" className={ui.errorText}>
            {errors.unitPrice}
          </p>
        ) : null}
      </div>
      <div className={ui.field}>
        <label htmlFor="td-offer-currency" className={ui.label}>
          Currency
        </label>
        <select
          id="td-offer-currency"
          className={ui.input}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as QuoteCurrency)}
        >
          {QUOTE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="td-offer-lead-time" className={ui.label}>
          Lead time (days)
        </label>
        <input
          id="td-offer-lead-time"
          className={ui.input}
          inputMode="numeric"
          value={leadTimeDays}
          aria-invalid={Boolean(errors.leadTimeDays)}
          aria-describedby={errors.leadTimeDays ? 'td-offer-lead-time-error' : undefined}
          onChange={(event) => setLeadTimeDays(event.target.value)}
        />
        {errors.leadTimeDays ? (
          <p id="td-offer-lead-time-error" className={ui.errorText}>
            {errors.leadTimeDays}
          </p>
        ) : null}
      </div>
      <button type="submit" className={ui.buttonPrimary} disabled={actions.busy}>
        Send Quote
      </button>
    </form>
  );
}

function NotesSection({ quote, actions }: { quote: AdminQuoteRequest; actions: Actions }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateQuoteUpdate({ note }).note;
    setError(found);
    if (found) return;
    if (await actions.addNote(quote, note.trim())) setNote('');
  };

  return (
    <section aria-labelledby="td-quote-notes-heading">
      <h3 id="td-quote-notes-heading" className={styles.subheading}>
        Internal notes ({quote.notes.length})
      </h3>
      <p className={ui.hint}>Only admins see these notes.</p>
      {quote.notes.length > 0 ? (
        <ul className={styles.notes}>
          {quote.notes.map((entry) => (
            <li key={`${entry.createdAt}-${entry.text}`} className={styles.note}>
              <p className={styles.noteText}>{entry.text}</p>
              <p className={ui.hint}>
                {entry.authorEmail}, {formatDate(entry.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={onSubmit} noValidate className={styles.noteForm}>
        <div className={ui.field}>
          <label htmlFor="td-quote-note" className={ui.label}>
            New note
          </label>
          <textarea
            id="td-quote-note"
            className={ui.input}
            rows={3}
            value={note}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'td-quote-note-error' : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {error ? (
            <p id="td-quote-note-error" className={ui.errorText}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={ui.button} disabled={actions.busy}>
          Add Note
        </button>
      </form>
    </section>
  );
}
