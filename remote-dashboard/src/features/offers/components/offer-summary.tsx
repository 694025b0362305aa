import type { OfferVersionView } from '@threadline/contracts/offers';
import { TableScroll } from '../../../components/table-scroll';
import { formatMoney, piecesText } from './offer-format';
import styles from './offers.module.css';

/**
 * An offer as the buyer reads it (and the team once sent): per line its price breaks, MOQ, the
 * price at the quantities asked and the line total; then the total and the valid-until date.
 * It is built from the offer view alone, which carries no costing.
 */
export function OfferSummary({
  offer,
  idPrefix = '',
}: {
  offer: OfferVersionView;
  /** Sets apart the ids of an earlier version shown on the same page. */
  idPrefix?: string;
}) {
  const money = (minor: number) => formatMoney(minor, offer.currency);
  return (
    <div className={styles.panel}>
      <p>
        Valid until <strong>{offer.validUntil}</strong>
        {offer.expired ? ' (expired: ask us for a new offer)' : ''}
      </p>
      {offer.lines.map((line) => (
        <section
          key={line.line}
          aria-labelledby={`td-offer-line-${idPrefix}${line.line}`}
          className={styles.lineOffer}
        >
          <h4 id={`td-offer-line-${idPrefix}${line.line}`}>
            Line {line.line}: {line.label}
          </h4>
          <TableScroll
            label={`Price breaks of line ${line.line}${idPrefix ? `, version ${offer.version}` : ''}`}
          >
            <table className={styles.table}>
              <caption>Price breaks</caption>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Unit price</th>
                </tr>
              </thead>
              <tbody>
                {line.tiers.map((tier) => (
                  <tr key={tier.minQuantity}>
                    <th scope="row">{piecesText(tier.minQuantity)}</th>
                    <td>{money(tier.unitPriceMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <dl className={styles.grid}>
            <div>
              <dt>MOQ</dt>
              <dd>
                {piecesText(line.moqPerStyle)} per style, {piecesText(line.moqPerColourway)} per
                colourway
              </dd>
            </div>
            <div>
              <dt>Your quantity</dt>
              <dd>{piecesText(line.quantity)}</dd>
            </div>
            <div>
              <dt>Your unit price</dt>
              <dd>
                {line.unitPriceMinor === null
                  ? 'Under the first price break'
                  : money(line.unitPriceMinor)}
              </dd>
            </div>
            <div>
              <dt>Line total</dt>
              <dd>{line.totalMinor === null ? '—' : money(line.totalMinor)}</dd>
            </div>
            <div>
              <dt>Sample</dt>
              <dd>
                {money(line.sampleCostMinor)} in {line.sampleLeadTimeDays} days
              </dd>
            </div>
            <div>
              <dt>Production</dt>
              <dd>{line.productionLeadTimeDays} days</dd>
            </div>
          </dl>
          {line.moqRefusals.map((refusal) => (
            <p key={refusal} className={styles.warning}>
              {refusal}
            </p>
          ))}
        </section>
      ))}
      <p className={styles.total}>
        Total: <strong>{money(offer.totalMinor)}</strong>
      </p>
    </div>
  );
}
