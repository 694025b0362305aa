import { useEffect, useRef, type ReactNode } from 'react';
import { BulkMessages } from '@threadline/contracts';
import type { RowSelection, SelectableRow } from '../lib/use-row-selection';
import ui from './ui.module.css';
import styles from './bulk-bar.module.css';

/**
 * The bar of a list's bulk actions: select the page (a tri-state checkbox), how many are
 * selected, optionally every record matching the filter, and the actions (given as children),
 * which the page disables while nothing is selected.
 */
export function BulkBar({
  label,
  pageRows,
  selection,
  matching,
  children,
}: {
  /** What the bar acts on, e.g. "Users": its region's name is "Bulk actions on users". */
  label: string;
  pageRows: SelectableRow[];
  selection: RowSelection;
  /** How many match the filter, and how to select them all, when the list has more pages. */
  matching?: { total: number; selectAll: () => void };
  children: ReactNode;
}) {
  const pageBox = useRef<HTMLInputElement>(null);
  const onPage = pageRows.filter((row) => selection.has(row.id)).length;
  const allOnPage = pageRows.length > 0 && onPage === pageRows.length;
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && !allOnPage;
  }, [onPage, allOnPage]);

  return (
    <div role="region" aria-label={`Bulk actions on ${label.toLowerCase()}`} className={styles.bar}>
      <label className={styles.selectAll}>
        <input
          ref={pageBox}
          type="checkbox"
          className={styles.checkbox}
          checked={allOnPage}
          disabled={pageRows.length === 0}
          onChange={() => selection.setMany(pageRows, !allOnPage)}
        />
        {BulkMessages.selectPage}
      </label>
      <span className={styles.count} role="status">
        {BulkMessages.selected(selection.count)}
      </span>
      {matching && allOnPage && matching.total > pageRows.length ? (
        <button type="button" className={ui.buttonGhost} onClick={matching.selectAll}>
          {BulkMessages.selectAllMatching(matching.total)}
        </button>
      ) : null}
      {selection.count > 0 ? (
        <button type="button" className={ui.buttonGhost} onClick={selection.clear}>
          {BulkMessages.clearSelection}
        </button>
      ) : null}
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

/** One row's checkbox, named after the row ("Select Person 2"). */
export function RowCheckbox({ row, selection }: { row: SelectableRow; selection: RowSelection }) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={BulkMessages.selectRow(row.label)}
      checked={selection.has(row.id)}
      onChange={() => selection.toggle(row)}
    />
  );
}
