import { useState, type FormEvent } from 'react';
import { getApiErrorMessage } from '@threadline/contracts';
import {
  OFFER_REASON_MAX_LENGTH,
  counterProposalRefusals,
  type OfferView,
} from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { useCounterOffer } from '../api/counter-offer';
import { formatMoney, minorOf } from './offer-format';
import styles from './offers.module.css';

/**
 * The buyer answers the current version with a target unit price for the lines they want to
 * discuss (blank ones are left out) and a note; it goes to the conversation.
 */
export function CounterForm({ quoteId, offer }: { quoteId: string; offer: OfferView }) {
  const [targets, setTargets] = useState<string[]>(() => offer.lines.map(() => ''));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const post = useCounterOffer(quoteId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const lines = offer.lines.flatMap((line, index) =>
      targets[index].trim() === ''
        ? []
        : [{ line: line.line, targetUnitPriceMinor: minorOf(targets[index]) }],
    );
    const input = { lines, ...(note.trim() ? { note } : {}) };
    const refusals = counterProposalRefusals(input, offer.lines.length);
    setProblems(refusals);
    if (refusals.length > 0) return;
    post.mutate(input, {
      onSuccess: () => {
        setSent(true);
        setTargets(offer.lines.map(() => ''));
        setNote('');
      },
    });
  };

  return (
    <form
      className={styles.offerForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Counter-proposal to version ${offer.version}`}
    >
      <h4>Propose your target prices</h4>
      <div className={styles.grid}>
        {offer.lines.map((line, index) => (
          <Field
            key={line.line}
            id={`td-counter-line-${line.line}`}
            label={`Line ${line.line} target unit price (${offer.currency})`}
            hint={
              line.unitPriceMinor === null
                ? undefined
                : `Offered ${formatMoney(line.unitPriceMinor, offer.currency)}`
            }
            look={fieldLook}
          >
            <input
              inputMode="decimal"
              value={targets[index]}
              onChange={(event) =>
                setTargets(targets.map((t, i) => (i === index ? event.target.value : t)))
              }
            />
          </Field>
        ))}
      </div>
      <Field id="td-counter-note" label="Note to the team" look={fieldLook}>
        <textarea
          rows={2}
          maxLength={OFFER_REASON_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      {problems.length > 0 || post.isError ? (
        <div role="alert" className={ui.errorText}>
          {problems.length > 0
            ? problems.map((problem) => <p key={problem}>{problem}</p>)
            : getApiErrorMessage(post.error, 'The counter-proposal could not be sent.')}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={post.isPending}>
          Send counter-proposal
        </button>
        {sent ? (
          <span role="status" className={styles.saved}>
            Sent: the team reads it in the conversation.
          </span>
        ) : null}
      </div>
    </form>
  );
}
