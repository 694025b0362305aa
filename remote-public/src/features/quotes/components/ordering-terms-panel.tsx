import {
  ORDERING_TERMS,
  QUOTE_BULK_MIN_QUANTITY,
  QUOTE_SAMPLE_MAX_QUANTITY,
} from '@threadline/contracts';
import styles from './quote.module.css';

const TERMS: Array<[term: string, value: string]> = [
  ['Sampling', `${ORDERING_TERMS.samplingQuantity} (up to ${QUOTE_SAMPLE_MAX_QUANTITY} pcs)`],
  ['Bulk minimum', `${QUOTE_BULK_MIN_QUANTITY} pcs per style (${ORDERING_TERMS.bulkQuantity})`],
  ['Development samples', ORDERING_TERMS.developmentSampleLeadTime],
  ['Pre-production sample', ORDERING_TERMS.preProductionSampleLeadTime],
  ['Bulk production', ORDERING_TERMS.bulkProductionLeadTime],
  ['Adult sizes', ORDERING_TERMS.adultSizes],
  ['Kids sizes', ORDERING_TERMS.kidsSizes],
  ['Inspection', ORDERING_TERMS.inspectionStandard],
  ['Payment', ORDERING_TERMS.paymentTerms.join(' / ')],
  ['Incoterms', ORDERING_TERMS.incoterms.join(', ')],
  ['Shipping', ORDERING_TERMS.shippingModes.join(', ')],
];

/** The figures a buyer plans with, beside the form (SPEC section 9, from contracts). */
export function OrderingTermsPanel() {
  return (
    <aside className={styles.terms} aria-labelledby="tp-quote-terms-heading">
      <h2 id="tp-quote-terms-heading" className={styles.termsTitle}>
        Ordering terms
      </h2>
      <dl className={styles.termsList}>
        {TERMS.map(([term, value]) => (
          <div key={term} className={styles.termsRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
