import { piecesOf, type OrderLine } from '@threadline/contracts';
import { TableScroll } from '../../../components/table-scroll';
import { formatMoney } from '../utils/order-format';
import styles from './orders.module.css';

/** "Navy: S 100, M 150, L 50"; one row per colourway, its sizes with pieces. */
const breakdownOf = (line: OrderLine) =>
  line.colourways.map((colour, row) => ({
    colour,
    sizes: line.sizes
      .map((size, column) => `${size} ${line.quantities[row]?.[column] ?? 0}`)
      .join(', '),
  }));

/**
 * An order's lines from an offer of lines (issue 37): each with its style version or quick
 * line, its colour × size pieces, the unit price its quantity reached and the line total; then
 * the order's total. The same table shows the preview before the buyer commits.
 */
export function OrderLinesTable({
  lines,
  totalMinor,
  currency,
}: {
  lines: OrderLine[];
  totalMinor: number;
  currency: string;
}) {
  const money = (minor: number) => formatMoney(minor / 100, currency);
  return (
    <TableScroll label="Order lines">
      <table className={styles.table}>
        <caption>Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Colours and sizes</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line}>
              <th scope="row">
                {line.line}. {line.label}
              </th>
              <td>
                {breakdownOf(line).map(({ colour, sizes }) => (
                  <div key={colour}>
                    {colour}: {sizes}
                  </div>
                ))}
              </td>
              <td>{piecesOf(line.quantity)}</td>
              <td>{money(line.unitPriceMinor)}</td>
              <td>{money(line.totalMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Order total
            </th>
            <td>{money(totalMinor)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
