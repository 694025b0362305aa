import { AUDIT_ACTIONS, type AuditAction } from '@threadline/contracts';
import type { AuditFilters as Filters } from '../api/get-audit-entries';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import styles from './audit.module.css';
import { AUDIT_ACTION_LABELS } from '../audit-action-labels';

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
      <Field id="td-audit-actor" label="Actor" look={fieldLook}>
        <input
          type="search"
          placeholder="Admin email"
          value={filters.actor}
          onChange={(event) => set({ actor: event.target.value })}
        />
      </Field>
      <Field id="td-audit-action" label="Action" look={fieldLook}>
        <select
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
      </Field>
      <Field id="td-audit-target" label="Target" look={fieldLook}>
        <input
          type="search"
          placeholder="Email, category key or id"
          value={filters.target}
          onChange={(event) => set({ target: event.target.value })}
        />
      </Field>
      <Field id="td-audit-from" label="From" look={fieldLook}>
        <input
          type="date"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </Field>
      <Field id="td-audit-to" label="To" look={fieldLook}>
        <input
          type="date"
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </Field>
    </div>
  );
}
