import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ApiClient,
  getApiErrorStatus,
  type ReleaseMountStats,
  type ReleasesOverview,
  type RemoteRelease,
  type RemoteReleaseHistory,
  type RuntimeConfig,
} from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { releaseKeys } from './release-keys';

/** A release as the page shows it: with its mounts and error rate over the last hour, if known. */
export type ReleaseWithStats = RemoteRelease & { lastHour?: ReleaseMountStats };

export interface RemoteReleaseStatus {
  /** The remote's folder name, as the release commands call it. */
  remote: string;
  history: (Omit<RemoteReleaseHistory, 'releases'> & { releases: ReleaseWithStats[] }) | null;
  /** True when the history could not be read (other than "no releases yet"). */
  failed: boolean;
}

export interface ReleaseStatuses {
  statuses: RemoteReleaseStatus[];
  /** The watcher's rule, when the API reads the release store (GET /releases). */
  watcher?: ReleasesOverview['watcher'];
  /** Whether the API can act on the store (promote, stop): only when it answered GET /releases. */
  actions: boolean;
}

/**
 * Each remote's releases. The API reads the same store the release commands write (GET /releases,
 * with each release's mounts and error rate over the last hour); a server without RELEASES_DIR
 * answers 404, and then each remote's releases.json is read from its server, past the HTTP cache,
 * without the figures.
 */
export async function getReleaseHistories(
  api: ApiClient,
  remotes: RuntimeConfig['remotes'],
): Promise<ReleaseStatuses> {
  try {
    const { data } = await api.get<ReleasesOverview>('/releases');
    return {
      statuses: data.remotes.map(({ remote, live, canary, releases }) => ({
        remote,
        history: live || releases.length ? { remote, live, canary, releases } : null,
        failed: false,
      })),
      watcher: data.watcher,
      actions: true,
    };
  } catch (error) {
    if (getApiErrorStatus(error) !== 404) throw error;
  }
  const statuses = await Promise.all(
    Object.entries(remotes).map(async ([name, manifestUrl]) => {
      const remote = name.replace('_', '-');
      try {
        const response = await fetch(new URL('releases.json', manifestUrl).href, {
          cache: 'no-cache',
        });
        if (response.status === 404) return { remote, history: null, failed: false };
        if (!response.ok) return { remote, history: null, failed: true };
        return { remote, history: (await response.json()) as RemoteReleaseHistory, failed: false };
      } catch {
        return { remote, history: null, failed: true };
      }
    }),
  );
  return { statuses, actions: false };
}

export const getReleaseHistoriesQueryOptions = (
  api: ApiClient,
  remotes: RuntimeConfig['remotes'] | undefined,
) =>
  queryOptions({
    queryKey: releaseKeys.histories(remotes),
    queryFn: async (): Promise<ReleaseStatuses> =>
      remotes ? getReleaseHistories(api, remotes) : { statuses: [], actions: false },
    // The error rates move while a canary runs.
    refetchInterval: 15_000,
  });

export function useReleaseHistories() {
  const { remotes } = useRemote();
  return useQuery(getReleaseHistoriesQueryOptions(useApi(), remotes));
}
