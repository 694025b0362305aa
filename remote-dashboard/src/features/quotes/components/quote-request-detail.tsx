import { useState, type FormEvent, type ReactNode } from 'react';
import {
  QUOTE_CURRENCIES,
  QUOTE_TRANSITIONS,
  validateQuoteUpdate,
  type AdminQuoteRequest,
  type FieldErrors,
  type QuoteCurrency,
  type QuoteUpdateField,
} from '@threadline/contracts';
import type { useQuoteActions } from '../hooks/use-quote-actions';
import { QuoteAttachments } from './quote-attachments';
import { QuoteLines } from './quote-lines';
import { QuoteConversationSlot } from './quote-conversation-slot';
import { STATUS_LABELS } from './quote-format';
import { QuoteRequestFacts } from './quote-request-facts';
import { QuoteSourceMessage } from './quote-source-message';
import { QuoteTimeline } from './quote-timeline';
import { useFocusOnOpen } from '../hooks/use-focus-on-open';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';

type Actions = ReturnType<typeof useQuoteActions>;

const numberOrText = (text: string) =>
  /^\d{1,9}(\.\d{1,9})?$/.test(text.trim()) ? Number(text.trim()) : text;

export interface QuoteRequestDetailProps {
  quote: AdminQuoteRequest;
  actions: Actions;
  /** The category's title (the request stores its key). */
  categoryTitle: string;
  /** Above the heading: the way back to the list (on a phone the detail replaces it). */
  backLink?: ReactNode;
  /** The buyer–merchandiser conversation (the conversations issue); nothing until then. */
  conversation?: ReactNode;
  /** The order this request became, or the way to create it (the orders feature). */
  orderAction?: ReactNode;
  /** The costing sheets and the offer per line (the offers feature). */
  offer?: ReactNode;
}

/**
 * One request as an admin sees it: the buyer, the brief, the files, the pipeline, the offer, and
 * the conversation with its internal notes. Opening it (a new id) brings its heading into view and focus.
 */
export function QuoteRequestDetail({
  quote,
  actions,
  categoryTitle,
  backLink,
  conversation,
  orderAction,
  offer,
}: QuoteRequestDetailProps) {
  const heading = useFocusOnOpen<HTMLHeadingElement>(quote._id);
  const moves = QUOTE_TRANSITIONS[quote.status];
  return (
    <article className={styles.detail} aria-labelledby="td-quote-detail-heading">
      {backLink}
      <header className={styles.detailHeader}>
        <h2 id="td-quote-detail-heading" ref={heading} tabIndex={-1} className={styles.detailTitle}>
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
      </dl>
      <QuoteRequestFacts quote={quote} categoryTitle={categoryTitle} />
      <QuoteLines quote={quote} side="team" />
      <QuoteAttachments quote={quote} />
      {offer}

      <section aria-labelledby="td-quote-pipeline-heading">
        <h3 id="td-quote-pipeline-heading" className={styles.subheading}>
          Pipeline
        </h3>
        <QuoteTimeline quote={quote} />
        <QuoteSourceMessage quote={quote} />
        {moves.includes('quoted') ? <OfferForm quote={quote} actions={actions} /> : null}
        <div className={styles.moves}>
          {moves
            .filter((status) => status !== 'quoted')
            .map((status) => (
              <button
                key={status}
                type="button"
                // Closing a request is the exception: a quiet button, apart from the main action.
                className={
                  status === 'lost' ? `${ui.buttonQuiet} ${styles.moveLost}` : ui.buttonPrimary
                }
                disabled={actions.busy}
                onClick={() => void actions.move(quote, status)}
              >
                Move to {STATUS_LABELS[status]}
              </button>
            ))}
        </div>
        {orderAction}
      </section>

      {/* Internal notes are messages of the conversation marked "Internal note": one place. */}
      <QuoteConversationSlot>{conversation}</QuoteConversationSlot>
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
