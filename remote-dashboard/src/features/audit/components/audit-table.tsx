import { Link } from 'react-router-dom';
import { type AuditChange, type AuditEntry } from '@threadline/contracts';
import { targetHref } from '../utils/target-href';
import ui from '../../../components/ui.module.css';
import records from '../../../components/record-table.module.css';
import styles from './audit.module.css';
import { AUDIT_ACTION_LABELS } from '../audit-action-labels';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function describeChange({ field, from, to }: AuditChange): string {
  if (from !== undefined && to !== undefined) return `${field}: ${from} → ${to}`;
  if (to !== undefined) return `${field}: ${to}`;
  return `${field} was ${from ?? '—'}`;
}

function Target({ entry }: { entry: AuditEntry }) {
  const name = entry.target.label || entry.target.id || entry.target.type;
  const href = targetHref(entry);
  if (href) return <Link to={href}>{name}</Link>;
  return (
    <span>
      {name}
      {entry.targetExists === false ? <span className={records.muted}> (deleted)</span> : null}
    </span>
  );
}

/** The entries of one page, newest first: when, who, what, on what, and what changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className={records.tableWrapper}>
      <table className={`${records.table} ${ui.stackedTable}`} aria-label="Activity">
        <caption className={ui.visuallyHidden}>
          The team’s and buyers’ actions, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Changes</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={records.time} data-label="When">
                <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
              </td>
              <td data-label="Actor">
                {entry.actor.email ?? <span className={records.muted}>unknown</span>}
              </td>
              <th scope="row" data-label="Action">
                {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
              </th>
              <td data-label="Target">
                <Target entry={entry} />
              </td>
              <td data-label="Changes" className={styles.changesCell}>
                {entry.changes.length > 0 ? (
                  <ul className={styles.changes}>
                    {entry.changes.map((change) => (
                      <li key={change.field}>{describeChange(change)}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className={`${records.muted} ${styles.address}`} data-label="Address">
                {entry.ip ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
