import type { OfferView } from '@threadline/contracts/offers';
import { formatMoney } from './offer-format';
import { OfferSummary } from './offer-summary';
import styles from './offers.module.css';

/** The offer's earlier versions, newest first, each as it was sent; closed until opened. */
export function OfferHistory({ offer }: { offer: OfferView }) {
  if (offer.history.length === 0) return null;
  return (
    <section aria-labelledby="td-offer-history-heading" className={styles.panel}>
      <h4 id="td-offer-history-heading">Earlier versions</h4>
      {[...offer.history].reverse().map((version) => (
        <details key={version.version} className={styles.version}>
          <summary>
            Version {version.version}, sent {version.sentAt?.slice(0, 10)}:{' '}
            {formatMoney(version.totalMinor, version.currency)}
          </summary>
          {version.reason ? <p>Reason: {version.reason}</p> : null}
          <OfferSummary offer={version} idPrefix={`v${version.version}-`} />
        </details>
      ))}
    </section>
  );
}
