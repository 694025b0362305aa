import type { ApiClient, PasskeyRegistered } from '@threadline/contracts';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';

/** A new passkey of this device: the API's options, navigator.credentials.create(), the API's check. */
export async function registerPasskey(api: ApiClient): Promise<PasskeyRegistered> {
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
