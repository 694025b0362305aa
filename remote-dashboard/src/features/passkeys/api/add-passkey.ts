import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, PasskeyRegistered } from '@threadline/contracts';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useApi } from '@threadline/web-kit/remote-context';
import { passkeyKeys } from './passkey-keys';

/** A passkey of this device: the API's options, navigator.credentials.create(), the API's check. */
export async function addPasskey(api: ApiClient): Promise<PasskeyRegistered> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { data: optionsJSON } = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    '/auth/passkeys/registration/options',
  );
  const response = await startRegistration({ optionsJSON });
  const { data } = await api.post<PasskeyRegistered>('/auth/passkeys/registration/verify', {
    response,
  });
  return data;
}

export function useAddPasskey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addPasskey(api),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.mine() }),
  });
}
