import { useQuery } from '@tanstack/react-query';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { getReleaseHistories, type ReleaseStatuses } from '../api/get-release-histories';

export const RELEASES_QUERY_KEY = 'release-histories';

export function useReleaseHistories() {
  const { remotes } = useRemote();
  const api = useApi();
  return useQuery({
    queryKey: [RELEASES_QUERY_KEY, remotes],
    queryFn: async (): Promise<ReleaseStatuses> =>
      remotes ? getReleaseHistories(api, remotes) : { statuses: [], actions: false },
    // The error rates move while a canary runs.
    refetchInterval: 15_000,
  });
}
