import type { ApiClient, StepUpStatus } from '@threadline/contracts';

/** Whether this session has its admin rights, and whether the account has a passkey (GET /auth/passkeys/status). */
export async function getStepUpStatus(api: ApiClient): Promise<StepUpStatus> {
  const { data } = await api.get<StepUpStatus>('/auth/passkeys/status');
  return data;
}
