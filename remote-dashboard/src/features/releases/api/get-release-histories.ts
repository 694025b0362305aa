import type { RemoteReleaseHistory, RuntimeConfig } from '@threadline/contracts';

export interface RemoteReleaseStatus {
  /** The remote's folder name, as the release commands call it. */
  remote: string;
  history: RemoteReleaseHistory | null;
  /** True when releases.json could not be read (other than "no releases yet"). */
  failed: boolean;
}

/**
 * Each remote's release history: the releases.json the release command writes beside the live
 * pointer, read past the HTTP cache. A remote with no releases yet answers 404.
 */
export async function getReleaseHistories(
  remotes: RuntimeConfig['remotes'],
): Promise<RemoteReleaseStatus[]> {
  return Promise.all(
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
}
