import type { RuntimeConfig } from '@threadline/contracts';

/** The Releases page's query keys: `all` covers the histories whatever the remotes. */
export const releaseKeys = {
  all: ['release-histories'] as const,
  histories: (remotes: RuntimeConfig['remotes'] | undefined) =>
    [...releaseKeys.all, remotes] as const,
};
