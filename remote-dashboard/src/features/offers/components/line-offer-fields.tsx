import type { QuoteCurrency } from '@threadline/contracts';
import { linePriceOf, moqRefusals, type OfferedLine } from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import {
  NEW_TIER,
  lineOfferOf,
  lineOfferProblems,
  type LineOfferDraft,
  type TierDraft,
} from './offer-draft';
import { formatMoney, piecesText } from './offer-format';
import styles from './offers.module.css';

/**
 * One line's offer: its price breaks, MOQ, sample and lead times, with the price the buyer's own
 * quantities reach and the MOQs they break, as the figures are typed.
 */
export function LineOfferFields({
  line,
  asked,
  currency,
  draft,
  onChange,
  showProblems,
}: {
  line: number;
  asked: OfferedLine;
  currency: QuoteCurrency;
  draft: LineOfferDraft;
  onChange: (next: LineOfferDraft) => void;
  showProblems: boolean;
}) {
  const offer = lineOfferOf(draft, line);
  const problems = lineOfferProblems(offer);
  const priced = problems.length === 0 ? linePriceOf(offer.tiers, asked.quantity) : undefined;
  const breaks =
    problems.length === 0
      ? moqRefusals(
          { style: asked.label, perStyle: offer.moqPerStyle, perColourway: offer.moqPerColourway },
          asked.colourways,
        )
      : [];
  const id = (field: string) => `td-offer-${line}-${field}`;
  const setTier = (index: number, change: Partial<TierDraft>) =>
    onChange({
      ...draft,
      tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)),
    });
  const text = (field: keyof Omit<LineOfferDraft, 'tiers'>, label: string, decimal = false) => (
    <Field id={id(field)} label={label} look={fieldLook}>
      <input
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={draft[field]}
        onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      />
    </Field>
  );

  return (
    <fieldset className={styles.group}>
      <legend>
        Line {line}: {asked.label} ({piecesText(asked.quantity)})
      </legend>
      <div className={styles.lineOffer}>
        {draft.tiers.map((tier, index) => (
          <div key={index} className={styles.partRow}>
            <Field
              id={id(`tier-${index}-from`)}
              label={`Price break ${index + 1}: from (pcs)`}
              look={fieldLook}
            >
              <input
                inputMode="numeric"
                value={tier.minQuantity}
                onChange={(event) => setTier(index, { minQuantity: event.target.value })}
              />
            </Field>
            <Field
              id={id(`tier-${index}-price`)}
              label={`Price break ${index + 1}: unit price (${currency})`}
              look={fieldLook}
            >
              <input
                inputMode="decimal"
                value={tier.price}
                onChange={(event) => setTier(index, { price: event.target.value })}
              />
            </Field>
            {draft.tiers.length > 1 ? (
              <button
                type="button"
                className={ui.buttonQuiet}
                onClick={() =>
                  onChange({ ...draft, tiers: draft.tiers.filter((_t, i) => i !== index) })
                }
              >
                Remove price break {index + 1}
              </button>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className={ui.button}
          onClick={() => onChange({ ...draft, tiers: [...draft.tiers, { ...NEW_TIER }] })}
        >
          Add a price break to line {line}
        </button>
        <div className={styles.grid}>
          {text('moqPerStyle', 'MOQ per style (pcs)')}
          {text('moqPerColourway', 'MOQ per colourway (pcs)')}
          {text('sampleCost', `Sample cost (${currency})`, true)}
          {text('sampleLeadTimeDays', 'Sample lead time (days)')}
          {text('productionLeadTimeDays', 'Production lead time (days)')}
        </div>
        <p aria-live="polite" className={styles.unitPrice}>
          {priced
            ? `At ${piecesText(asked.quantity)}: ${formatMoney(priced.tier.unitPriceMinor, currency)} each, ${formatMoney(priced.totalMinor, currency)}`
            : problems.length === 0
              ? `${piecesText(asked.quantity)} is under the first price break`
              : 'The price at the buyer’s quantities shows once the breaks are complete'}
        </p>
        {breaks.map((refusal) => (
          <p key={refusal} className={styles.warning}>
            {refusal}
          </p>
        ))}
        {showProblems
          ? problems.map((problem) => (
              <p key={problem} className={ui.errorText}>
                Line {line}: {problem}
              </p>
            ))
          : null}
      </div>
    </fieldset>
  );
}
