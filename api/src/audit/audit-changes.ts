import { AUDIT_VALUE_MAX_LENGTH, type AuditChange } from '@threadline/contracts';

/** A value as an entry shows it: text, cut to AUDIT_VALUE_MAX_LENGTH. */
export function auditValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return text.length > AUDIT_VALUE_MAX_LENGTH
    ? `${text.slice(0, AUDIT_VALUE_MAX_LENGTH - 1)}…`
    : text;
}

/** The fields whose value differs between before and after, each as before → after. */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const [from, to] = [auditValue(before[field]), auditValue(after[field])];
    return from === to ? [] : [{ field, from, to }];
  });
}

/** A new record's fields, each as → after. */
export function createdFields<T extends object>(
  created: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const to = auditValue(created[field]);
    return to === undefined ? [] : [{ field, to }];
  });
}

/** An export's target: which list, and the filters it was cut with (or "no filters"). */
export function exportTarget(list: 'users' | 'contacts' | 'quotes' | 'orders', filters: object) {
  const given = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return {
    type: 'export' as const,
    id: list,
    label: auditValue(
      given.length === 0
        ? 'no filters'
        : given.map(([name, value]) => `${name}=${String(value)}`).join(', '),
    ),
  };
}
