import type { ApiClient, StepUpCompleted } from '@threadline/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** The step-up: the API's challenge, the browser's passkey assertion, the stepped-up session token. */
export async function stepUpWithPasskey(api: ApiClient): Promise<StepUpCompleted> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { data: optionsJSON } = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    '/auth/passkeys/step-up/options',
  );
  const response = await startAuthentication({ optionsJSON });
  const { data } = await api.post<StepUpCompleted>('/auth/passkeys/step-up/verify', { response });
  return data;
}
