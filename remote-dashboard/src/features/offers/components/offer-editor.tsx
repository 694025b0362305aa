import { useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  type QuoteLine,
} from '@threadline/contracts';
import { offeredLineOf, type OfferView } from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { useSaveQuoteOffer } from '../api/save-quote-offer';
import { useSendQuoteOffer } from '../api/send-quote-offer';
import { LineOfferFields } from './line-offer-fields';
import { lineOfferProblems, offerDraftOf, offerOf, type OfferDraft } from './offer-draft';
import styles from './offers.module.css';

export interface OfferEditorProps {
  quoteId: string;
  lines: QuoteLine[];
  saved: OfferView | null;
  currency: QuoteCurrency;
  /** A new request is reviewed before its offer can go (the pipeline's order). */
  canSend: boolean;
  onSent?: () => void;
}

/** The team's offer per line: price breaks, MOQ, lead times and the valid-until date; then send. */
export function OfferEditor({
  quoteId,
  lines,
  saved,
  currency,
  canSend,
  onSent,
}: OfferEditorProps) {
  const today = new Date().toISOString().slice(0, 10);
  const [draft, setDraft] = useState<OfferDraft>(() =>
    offerDraftOf(saved, lines.length, currency, today),
  );
  const [dirty, setDirty] = useState(saved === null);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveQuoteOffer(quoteId);
  const send = useSendQuoteOffer(quoteId, onSent);
  const asked = lines.map(offeredLineOf);
  const offer = offerOf(draft);
  const problems = offer.lines.flatMap(lineOfferProblems);
  const change = (next: OfferDraft) => {
    setDraft(next);
    setDirty(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.length > 0) return;
    save.mutate(offer, { onSuccess: () => setDirty(false) });
  };

  return (
    <form className={styles.offerForm} onSubmit={onSubmit} noValidate aria-label="Offer per line">
      <div className={styles.grid}>
        <Field id="td-offer-lines-currency" label="Offer currency" look={fieldLook}>
          <select
            value={draft.currency}
            onChange={(event) =>
              change({ ...draft, currency: event.target.value as QuoteCurrency })
            }
          >
            {QUOTE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="td-offer-valid-until" label="Valid until" look={fieldLook}>
          <input
            type="date"
            min={today}
            value={draft.validUntil}
            onChange={(event) => change({ ...draft, validUntil: event.target.value })}
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
            change({ ...draft, lines: draft.lines.map((l, i) => (i === index ? next : l)) })
          }
        />
      ))}
      {save.isError || send.isError ? (
        <p role="alert" className={ui.errorText}>
          {getApiErrorMessage(save.error ?? send.error, 'The offer could not be saved or sent.')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={save.isPending}>
          Save offer
        </button>
        <button
          type="button"
          className={ui.buttonPrimary}
          disabled={dirty || !canSend || send.isPending}
          onClick={() => send.mutate()}
        >
          Send offer to the buyer
        </button>
        <span className={styles.saved}>
          {dirty
            ? 'Save the offer to send it.'
            : canSend
              ? 'Saved: ready to send.'
              : 'Saved. Move the request to reviewing to send it.'}
        </span>
      </div>
    </form>
  );
}
