import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { type AuditFilters, getAuditEntries } from '../api/get-audit-entries';

export function useAuditEntries(filters: AuditFilters, page: number) {
  const api = useApi();
  const load = useCallback(() => getAuditEntries(api, filters, page), [api, filters, page]);
  return useAsyncData(load);
}
