import { useCallback } from 'react';
import { useRemote } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getReleaseHistories } from '../api/get-release-histories';

export function useReleaseHistories() {
  const { remotes } = useRemote();
  const load = useCallback(async () => (remotes ? getReleaseHistories(remotes) : []), [remotes]);
  return useAsyncData(load);
}
