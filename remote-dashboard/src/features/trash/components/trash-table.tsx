import { type TrashEntry } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import records from '../../../components/record-table.module.css';
import styles from './trash.module.css';
import { TRASH_KIND_LABELS } from '../trash-kind-labels';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Deleted records, newest first: what, who deleted it and when, and the two ways out. */
export function TrashTable({
  entries,
  onRestore,
  onPurge,
}: {
  entries: TrashEntry[];
  onRestore: (entry: TrashEntry) => void;
  onPurge: (entry: TrashEntry) => void;
}) {
  return (
    <div className={records.tableWrapper}>
      <table className={`${records.table} ${ui.stackedTable}`} aria-label="Trash">
        <caption className={ui.visuallyHidden}>Deleted records, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Record</th>
            <th scope="col">Type</th>
            <th scope="col">Deleted by</th>
            <th scope="col">Deleted</th>
            <th scope="col">Purged</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" data-label="Record">
                {entry.label}
              </th>
              <td data-label="Type">{TRASH_KIND_LABELS[entry.kind] ?? entry.kind}</td>
              <td data-label="Deleted by">
                {entry.deletedBy.email ?? <span className={records.muted}>unknown</span>}
              </td>
              <td className={records.time} data-label="Deleted">
                <time dateTime={entry.deletedAt}>
                  {timeFormat.format(new Date(entry.deletedAt))}
                </time>
              </td>
              <td className={records.time} data-label="Purged">
                <time dateTime={entry.purgeAfter}>
                  {timeFormat.format(new Date(entry.purgeAfter))}
                </time>
              </td>
              <td data-label="Actions" className={styles.actions}>
                <button
                  type="button"
                  className={`${ui.button} ${ui.buttonPrimary}`}
                  aria-label={`Restore ${entry.label}`}
                  onClick={() => onRestore(entry)}
                >
                  Restore
                </button>
                <button
                  type="button"
                  className={`${ui.button} ${ui.buttonDanger}`}
                  aria-label={`Delete ${entry.label} for good`}
                  onClick={() => onPurge(entry)}
                >
                  Delete for good
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
