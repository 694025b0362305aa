import { getApiErrorMessage } from '@threadline/contracts';
import { TableScroll } from '../../../components/table-scroll';
import ui from '../../../components/ui.module.css';
import { useCounterProposals } from '../api/get-counter-proposals';
import { formatMoney, piecesText } from './offer-format';
import styles from './offers.module.css';

/**
 * The buyer's counter-proposals, newest first, for the team beside the costing sheet: per line
 * the price offered at the buyer's quantity and the one they target.
 */
export function CounterProposals({ quoteId }: { quoteId: string }) {
  const counters = useCounterProposals(quoteId);
  if (counters.isError)
    return (
      <p role="alert" className={ui.errorText}>
        {getApiErrorMessage(counters.error, 'The counter-proposals could not be loaded.')}
      </p>
    );
  if (!counters.data || counters.data.length === 0) return null;
  return (
    <section aria-labelledby="td-counters-heading" className={styles.panel}>
      <h4 id="td-counters-heading">The buyer’s counter-proposals</h4>
      {counters.data.map(({ id, counter, authorName, createdAt }) => {
        const money = (minor: number) => formatMoney(minor, counter.currency);
        return (
          <article key={id} aria-label={`Counter-proposal to version ${counter.version}`}>
            <p>
              <strong>To version {counter.version}</strong>, from {authorName} on{' '}
              <time dateTime={createdAt}>{createdAt.slice(0, 10)}</time>
            </p>
            <TableScroll label={`Target prices, counter to version ${counter.version}`}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Offered</th>
                    <th scope="col">Target</th>
                  </tr>
                </thead>
                <tbody>
                  {counter.lines.map((line) => (
                    <tr key={line.line}>
                      <th scope="row">
                        {line.line}: {line.label}
                      </th>
                      <td>{piecesText(line.quantity)}</td>
                      <td>
                        {line.offeredUnitPriceMinor === null
                          ? '—'
                          : money(line.offeredUnitPriceMinor)}
                      </td>
                      <td>{money(line.targetUnitPriceMinor)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {counter.note ? <p>Note: {counter.note}</p> : null}
          </article>
        );
      })}
    </section>
  );
}
