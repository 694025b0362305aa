import { useMutation } from '@tanstack/react-query';
import type { ApiClient, UserRecord } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';

/**
 * Removes every passkey of another admin (their recovery code and step-ups go too), so they
 * register a new one at their next sign-in. The API asks for a fresh step-up and audits it.
 * Answers how many passkeys were removed.
 */
export async function resetPasskeys(api: ApiClient, userId: string): Promise<number> {
  const { data } = await api.delete<{ removedCount: number }>(
    `/users/${encodeURIComponent(userId)}/passkeys`,
  );
  return data?.removedCount ?? 0;
}

/** Resets another admin's passkeys; the users list is unchanged by it. */
export function useResetPasskeys() {
  const api = useApi();
  return useMutation({ mutationFn: (user: UserRecord) => resetPasskeys(api, user._id) });
}
