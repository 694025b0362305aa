import type { ApiClient, RemoteRelease } from '@threadline/contracts';

/** The canary `canary` of `remote` becomes the stable release (audited by the API). */
export async function promoteCanary(api: ApiClient, remote: string, canary: string) {
  const { data } = await api.post<RemoteRelease>(`/releases/${remote}/canary/promote`, { canary });
  return data;
}

/** Ends the canary `canary` of `remote`: every visitor back on stable (audited by the API). */
export async function stopCanary(api: ApiClient, remote: string, canary: string) {
  const { data } = await api.post<RemoteRelease>(`/releases/${remote}/canary/stop`, { canary });
  return data;
}
