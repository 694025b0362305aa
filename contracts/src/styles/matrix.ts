/** A colour × size quantity matrix: rows are colourways, columns sizes. */
export interface MatrixTotals {
  rows: number[];
  columns: number[];
  total: number;
}

/**
 * The totals by row (colourway), by column (size) and overall. Empty cells count as 0; a ragged
 * matrix is read against the widest row so no quantity is lost.
 */
export function matrixTotals(
  quantities: readonly (readonly (number | null | undefined)[])[],
): MatrixTotals {
  const width = quantities.reduce((widest, row) => Math.max(widest, row.length), 0);
  const columns = Array.from({ length: width }, () => 0);
  const rows = quantities.map((row) =>
    row.reduce<number>((sum, cell, index) => {
      const quantity = cell ?? 0;
      columns[index] += quantity;
      return sum + quantity;
    }, 0),
  );
  return { rows, columns, total: rows.reduce((sum, row) => sum + row, 0) };
}
