import type { ApiClient, StepUpCompleted } from '@threadline/contracts';

/** The one-off recovery code in place of the passkey (POST /auth/passkeys/recovery). */
export async function recoverWithCode(api: ApiClient, code: string): Promise<StepUpCompleted> {
  const { data } = await api.post<StepUpCompleted>('/auth/passkeys/recovery', {
    code: code.trim().toUpperCase(),
  });
  return data;
}
