import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, PasskeySummary } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { passkeyKeys } from './passkey-keys';

export async function getPasskeys(api: ApiClient): Promise<PasskeySummary[]> {
  const { data } = await api.get<PasskeySummary[]>('/auth/passkeys');
  return data ?? [];
}

export const getPasskeysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: passkeyKeys.mine(), queryFn: () => getPasskeys(api) });

export function usePasskeys() {
  return useQuery(getPasskeysQueryOptions(useApi()));
}
