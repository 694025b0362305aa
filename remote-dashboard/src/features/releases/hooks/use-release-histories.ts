import { useQuery } from '@tanstack/react-query';
import { useRemote } from '@threadline/web-kit/remote-context';
import { getReleaseHistories } from '../api/get-release-histories';

export function useReleaseHistories() {
  const { remotes } = useRemote();
  return useQuery({
    queryKey: ['release-histories', remotes],
    queryFn: async () => (remotes ? getReleaseHistories(remotes) : []),
  });
}
