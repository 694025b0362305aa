import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AUDIT_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  type ApiClient,
  type AuditAction,
  type AuditEntry,
  type AuditListQuery,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { readCountHeader } from '../../../lib/paging';
import { auditKeys } from './audit-keys';

export interface AuditFilters {
  actor: string;
  action: AuditAction | '';
  target: string;
  /** yyyy-mm-dd, as a date input gives it; empty for no bound. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  target: '',
  from: '',
  to: '',
};

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** The query string of GET /audit: only the filters that are set. */
export function auditListParams(filters: AuditFilters, page: number): AuditListQuery {
  const params: AuditListQuery = { page, limit: AUDIT_PAGE_SIZE };
  const actor = filters.actor.trim();
  const target = filters.target.trim();
  if (actor) params.actor = actor;
  if (filters.action) params.action = filters.action;
  if (target) params.target = target;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}

/** One page of the audit trail, newest first; the total comes from X-Total-Count. */
export async function getAuditEntries(
  api: ApiClient,
  filters: AuditFilters,
  page: number,
): Promise<AuditPage> {
  const response = await api.get<AuditEntry[]>('/audit', {
    params: { ...auditListParams(filters, page) },
  });
  const entries = Array.isArray(response.data) ? response.data : [];
  return {
    entries,
    total: readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? entries.length,
  };
}

/** While the next page or filter loads, the page on screen stays. */
export const getAuditEntriesQueryOptions = (api: ApiClient, filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(filters, page),
    queryFn: () => getAuditEntries(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(filters: AuditFilters, page: number) {
  return useQuery(getAuditEntriesQueryOptions(useApi(), filters, page));
}
