import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, RemoteRelease } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { releaseKeys } from './release-keys';

/** The canary `canary` of `remote` becomes the stable release (audited by the API). */
export async function promoteCanary(api: ApiClient, remote: string, canary: string) {
  const { data } = await api.post<RemoteRelease>(`/releases/${remote}/canary/promote`, { canary });
  return data;
}

export function usePromoteCanary() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, canary }: { remote: string; canary: string }) =>
      promoteCanary(api, remote, canary),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
