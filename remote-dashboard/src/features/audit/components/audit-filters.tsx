import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@threadline/contracts';
import type { AuditFilters as Filters } from '../api/get-audit-entries';
import ui from '../../../components/ui.module.css';
import styles from './audit.module.css';

/** The Activity Log's filters: who, what, on what, and when. */
export function AuditFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div className={styles.filters} role="search" aria-label="Filter the activity log">
      <div className={ui.field}>
        <label htmlFor="td-audit-actor" className={ui.label}>
          Actor
        </label>
        <input
          id="td-audit-actor"
          type="search"
          className={ui.input}
          placeholder="Admin email"
          value={filters.actor}
          onChange={(event) => set({ actor: event.target.value })}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-audit-action" className={ui.label}>
          Action
        </label>
        <select
          id="td-audit-action"
          className={ui.input}
          value={filters.action}
          onChange={(event) => set({ action: event.target.value as AuditAction | '' })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="td-audit-target" className={ui.label}>
          Target
        </label>
        <input
          id="td-audit-target"
          type="search"
          className={ui.input}
          placeholder="Email, category key or id"
          value={filters.target}
          onChange={(event) => set({ target: event.target.value })}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-audit-from" className={ui.label}>
          From
        </label>
        <input
          id="td-audit-from"
          type="date"
          className={ui.input}
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="td-audit-to" className={ui.label}>
          To
        </label>
        <input
          id="td-audit-to"
          type="date"
          className={ui.input}
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
    </div>
  );
}
