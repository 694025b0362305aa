import { matrixTotals } from '@threadline/contracts';
import { NumberCell } from './number-cell';
import styles from './styles.module.css';

export interface QuantityMatrixProps {
  /** Names the grid and each cell: "TL-2041 Navy M". */
  label: string;
  colourways: string[];
  sizes: string[];
  /** `[colourway][size]`: pieces, null while a cell is empty, NaN while it is not a number. */
  quantities: (number | null)[][];
  onChange: (quantities: (number | null)[][]) => void;
}

const pieces = (value: number | null) => (value === null || Number.isNaN(value) ? 0 : value);

/**
 * A colour × size matrix of pieces that totals by row and by column as it is typed. Tab moves
 * along a row, the up and down arrows along a column; at 390 px the sizes scroll, the colour stays.
 */
export function QuantityMatrix({
  label,
  colourways,
  sizes,
  quantities,
  onChange,
}: QuantityMatrixProps) {
  const totals = matrixTotals(quantities.map((row) => row.map(pieces)));
  const set = (row: number, column: number, value: number | null) =>
    onChange(
      quantities.map((cells, r) =>
        r === row ? cells.map((cell, c) => (c === column ? value : cell)) : cells,
      ),
    );
  return (
    <div
      className={styles.gridScroll}
      tabIndex={0}
      role="region"
      aria-label={`${label}: pieces by colour and size, scrolls sideways`}
    >
      <table className={styles.grid}>
        <caption className={styles.gridCaption}>{label}: pieces by colour and size</caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            {sizes.map((size) => (
              <th scope="col" key={size}>
                {size}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {colourways.map((colourway, row) => (
            <tr key={colourway}>
              <th scope="row">{colourway}</th>
              {sizes.map((size, column) => (
                <td key={size}>
                  <NumberCell
                    label={`${label} ${colourway} ${size}`}
                    value={quantities[row]?.[column] ?? null}
                    onChange={(value) => set(row, column, value)}
                    row={row}
                    col={column}
                  />
                </td>
              ))}
              <td aria-label={`${colourway} total`}>{totals.rows[row]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {sizes.map((size, column) => (
              <td key={size} aria-label={`${size} total`}>
                {totals.columns[column] ?? 0}
              </td>
            ))}
            <td aria-label={`${label} total`}>{totals.total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
