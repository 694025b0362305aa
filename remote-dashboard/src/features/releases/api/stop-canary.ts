import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, RemoteRelease } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { releaseKeys } from './release-keys';

/** Ends the canary `canary` of `remote`: every visitor back on stable (audited by the API). */
export async function stopCanary(api: ApiClient, remote: string, canary: string) {
  const { data } = await api.post<RemoteRelease>(`/releases/${remote}/canary/stop`, { canary });
  return data;
}

export function useStopCanary() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, canary }: { remote: string; canary: string }) =>
      stopCanary(api, remote, canary),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
