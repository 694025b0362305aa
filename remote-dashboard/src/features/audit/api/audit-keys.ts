import type { AuditFilters } from './get-audit-entries';

/** The activity log's query keys: one page of the trail under its filters. */
export const auditKeys = {
  all: ['audit-entries'] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, filters, page] as const,
};
