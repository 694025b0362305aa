import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { type AuditFilters, getAuditEntries } from '../api/get-audit-entries';

export const auditEntriesQueryKey = ['audit-entries'] as const;

export function useAuditEntries(filters: AuditFilters, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...auditEntriesQueryKey, filters, page],
    queryFn: () => getAuditEntries(api, filters, page),
    placeholderData: keepPreviousData,
  });
}
