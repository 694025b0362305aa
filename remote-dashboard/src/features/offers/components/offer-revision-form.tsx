import { useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  type QuoteLine,
} from '@threadline/contracts';
import {
  OFFER_REASON_MAX_LENGTH,
  OfferMessages,
  offeredLineOf,
  type OfferView,
} from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { useReviseQuoteOffer } from '../api/revise-quote-offer';
import { LineOfferFields } from './line-offer-fields';
import { lineOfferProblems, offerDraftOf, offerOf, type OfferDraft } from './offer-draft';
import styles from './offers.module.css';

/**
 * The team revises a sent offer: the current version's terms to change, and the reason the
 * buyer reads beside the new version. Sending it makes the next version at once.
 */
export function OfferRevisionForm({
  quoteId,
  lines,
  current,
  onDone,
  onRevised,
}: {
  quoteId: string;
  lines: QuoteLine[];
  current: OfferView;
  onDone: () => void;
  onRevised?: () => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [draft, setDraft] = useState<OfferDraft>(() =>
    offerDraftOf(current, lines.length, current.currency, today),
  );
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const revise = useReviseQuoteOffer(quoteId, onRevised);
  const asked = lines.map(offeredLineOf);
  const offer = offerOf(draft);
  const reasonProblem =
    reason.trim() === '' || reason.length > OFFER_REASON_MAX_LENGTH
      ? OfferMessages.revisionReasonInvalid
      : undefined;
  const problems = [...offer.lines.flatMap(lineOfferProblems), ...(reasonProblem ? [1] : [])];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.length > 0) return;
    revise.mutate({ ...offer, reason }, { onSuccess: onDone });
  };

  return (
    <form
      className={styles.offerForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Revise the offer (version ${current.version + 1})`}
    >
      <Field
        id="td-offer-revision-reason"
        label="Reason for the revision"
        hint="The buyer reads it beside the new version."
        error={submitted ? reasonProblem : undefined}
        look={fieldLook}
      >
        <textarea
          rows={2}
          maxLength={OFFER_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className={styles.grid}>
        <Field id="td-offer-revision-currency" label="Offer currency" look={fieldLook}>
          <select
            value={draft.currency}
            onChange={(event) =>
              setDraft({ ...draft, currency: event.target.value as QuoteCurrency })
            }
          >
            {QUOTE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="td-offer-revision-valid-until" label="Valid until" look={fieldLook}>
          <input
            type="date"
            min={today}
            value={draft.validUntil}
            onChange={(event) => setDraft({ ...draft, validUntil: event.target.value })}
          />
        </Field>
      </div>
      {draft.lines.map((line, index) => (
        <LineOfferFields
          key={index}
          line={index + 1}
          asked={asked[index]}
          currency={draft.currency}
          draft={line}
          showProblems={submitted}
          onChange={(next) =>
            setDraft({ ...draft, lines: draft.lines.map((l, i) => (i === index ? next : l)) })
          }
        />
      ))}
      {revise.isError ? (
        <p role="alert" className={ui.errorText}>
          {getApiErrorMessage(revise.error, 'The revised offer could not be sent.')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={revise.isPending}>
          Send version {current.version + 1} to the buyer
        </button>
        <button type="button" className={ui.button} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
