import type { UserRole, UserSortField, SortOrder } from '@threadline/contracts';
import { exportTarget } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';

/** An export names the filters it was cut with as they were asked (no defaults filled in). */
export const usersExportEvent = (filters: {
  search?: string;
  role?: UserRole;
  sort?: UserSortField;
  order?: SortOrder;
}): AuditEvent => ({
  action: 'users.exported',
  target: exportTarget('users', {
    search: filters.search,
    role: filters.role,
    sort: filters.sort,
    order: filters.order,
  }),
});
