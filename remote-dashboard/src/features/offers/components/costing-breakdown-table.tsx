import type { Incoterm, QuoteCurrency } from '@threadline/contracts';
import type { CostingBreakdown } from '@threadline/contracts/offers';
import { TableScroll } from '../../../components/table-scroll';
import { formatMoney } from './offer-format';
import styles from './offers.module.css';

const ROWS: [keyof CostingBreakdown, string][] = [
  ['fabricMinor', 'Fabric'],
  ['trimsMinor', 'Trims and accessories'],
  ['cmtMinor', 'Cut-make-trim'],
  ['processesMinor', 'Washing, printing and embroidery'],
  ['packagingMinor', 'Packaging'],
  ['testingMinor', 'Testing and certification'],
  ['factoryCostMinor', 'Factory cost'],
  ['overheadMinor', 'Overhead'],
  ['marginMinor', 'Margin'],
  ['fobMinor', 'FOB price'],
  ['freightMinor', 'Freight'],
  ['insuranceMinor', 'Insurance'],
  ['dutyMinor', 'Duty'],
  ['clearanceMinor', 'Clearance and delivery'],
];

/** The sheet's parts per piece and the unit price they make, or a dash while a figure is off. */
export function CostingBreakdownTable({
  line,
  currency,
  incoterm,
  breakdown,
}: {
  line: number;
  currency: QuoteCurrency;
  incoterm: Incoterm;
  breakdown: CostingBreakdown | undefined;
}) {
  const amount = (minor: number) => (breakdown ? formatMoney(minor, currency) : '—');
  return (
    <>
      <TableScroll label={`Cost per piece of line ${line}`}>
        <table className={styles.table}>
          <caption>Cost per piece</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Per piece</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.filter(
              ([part]) => !breakdown || breakdown[part] !== 0 || part === 'fobMinor',
            ).map(([part, label]) => (
              <tr key={part}>
                <th scope="row">{label}</th>
                <td>{amount(breakdown ? (breakdown[part] as number) : 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className={styles.unitPrice} aria-live="polite">
        Unit price ({incoterm}):{' '}
        <strong>{breakdown ? formatMoney(breakdown.unitPriceMinor, currency) : '—'}</strong>
        {breakdown ? null : ' (a figure above needs correcting)'}
      </p>
    </>
  );
}
