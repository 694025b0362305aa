import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { passkeyKeys } from './passkey-keys';

export async function removePasskey(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/auth/passkeys/${encodeURIComponent(id)}`);
}

export function useRemovePasskey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removePasskey(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.mine() }),
  });
}
