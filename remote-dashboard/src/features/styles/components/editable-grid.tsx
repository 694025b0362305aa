import ui from '../../../components/ui.module.css';
import { moveInGrid } from './grid-keys';
import { NumberCell } from './number-cell';
import styles from './styles.module.css';

/** A grid row: its own key, so editing a cell never moves focus to another row. */
export type GridRow = { key: string };

/** One column of an editable grid: a text, a number or a choice per row. */
export type GridColumn<Row extends GridRow> = {
  /** Unique within the grid. */
  id: string;
  header: string;
  /** The cell's accessible name, which says its row and its column ("Chest width, size M (cm)"). */
  label: (row: Row, index: number) => string;
  /** The first column heads its row (a th scope="row"). */
  rowHeader?: boolean;
} & (
  | {
      /** A line of text; `colour` is a swatch picker of `#rrggbb`. */
      kind: 'text' | 'colour';
      value: (row: Row) => string;
      change: (row: Row, value: string) => Row;
      placeholder?: string;
    }
  | {
      kind: 'number';
      value: (row: Row) => number | null;
      change: (row: Row, value: number | null) => Row;
    }
  | {
      kind: 'select';
      options: readonly string[];
      value: (row: Row) => string;
      change: (row: Row, value: string) => Row;
    }
);

export interface EditableGridProps<Row extends GridRow> {
  /** Names the scrolling region ("Measurement grid, scrolls sideways"). */
  name: string;
  /** Names the table. */
  label: string;
  columns: GridColumn<Row>[];
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** What a row says after "Remove" for a screen reader. */
  rowName: (row: Row, index: number) => string;
  addLabel: string;
  newRow: () => Row;
  /** Shown instead of the grid while it has no rows; without it the empty grid shows. */
  empty?: string;
}

function Cell<Row extends GridRow>({
  column,
  row,
  index,
  col,
  onRow,
}: {
  column: GridColumn<Row>;
  row: Row;
  index: number;
  col: number;
  onRow: (row: Row) => void;
}) {
  const place = { 'data-row': index, 'data-col': col, onKeyDown: moveInGrid };
  const label = column.label(row, index);
  switch (column.kind) {
    case 'number':
      return (
        <NumberCell
          label={label}
          value={column.value(row)}
          row={index}
          col={col}
          onChange={(value) => onRow(column.change(row, value))}
        />
      );
    case 'select':
      return (
        <select
          className={styles.cell}
          aria-label={label}
          value={column.value(row)}
          {...place}
          onChange={(event) => onRow(column.change(row, event.target.value))}
        >
          {column.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    case 'colour':
      return (
        <input
          type="color"
          aria-label={label}
          value={column.value(row)}
          {...place}
          onChange={(event) => onRow(column.change(row, event.target.value))}
        />
      );
    default:
      return (
        <input
          className={styles.cell}
          aria-label={label}
          value={column.value(row)}
          placeholder={column.placeholder}
          {...place}
          onChange={(event) => onRow(column.change(row, event.target.value))}
        />
      );
  }
}

/**
 * The style editor's one editable grid (the colourways, the measurement spec and the bill of
 * materials): a table
 * of labelled cells moved through with the arrow keys and Tab, a Remove button a row and an Add
 * button under it. At 390 px it scrolls sideways inside its own named region; the page does not.
 */
export function EditableGrid<Row extends GridRow>({
  name,
  label,
  columns,
  rows,
  onChange,
  rowName,
  addLabel,
  newRow,
  empty,
}: EditableGridProps<Row>) {
  const replace = (index: number, next: Row) =>
    onChange(rows.map((row, i) => (i === index ? next : row)));
  return (
    <>
      {rows.length === 0 && empty ? <p className={styles.meta}>{empty}</p> : null}
      <div
        className={styles.gridScroll}
        tabIndex={0}
        role="region"
        aria-label={name}
        hidden={rows.length === 0 && empty !== undefined}
      >
        <table className={styles.grid} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column.id}>
                  {column.header}
                </th>
              ))}
              <th scope="col">
                <span className={ui.visuallyHidden}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                {columns.map((column, col) => {
                  const cell = (
                    <Cell
                      column={column}
                      row={row}
                      index={index}
                      col={col}
                      onRow={(next) => replace(index, next)}
                    />
                  );
                  return column.rowHeader ? (
                    <th scope="row" key={column.id}>
                      {cell}
                    </th>
                  ) : (
                    <td key={column.id}>{cell}</td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className={`${ui.button} ${ui.buttonQuiet}`}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    Remove<span className={ui.visuallyHidden}> {rowName(row, index)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() => onChange([...rows, newRow()])}
        >
          {addLabel}
        </button>
      </div>
    </>
  );
}
