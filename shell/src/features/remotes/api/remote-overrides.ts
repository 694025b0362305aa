import type { RuntimeConfig } from '@threadline/contracts';
import { REMOTE_NAMES, remoteReleaseName } from './remote-loader';

type RemoteManifests = RuntimeConfig['remotes'];

/** localStorage key of a remote's override: `threadline:remote-override:<folder>`. */
export const remoteOverrideKey = (folder: string) => `threadline:remote-override:${folder}`;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A developer's browser-only pointer at a remote's dev server, in development builds only:
 * `?<folder>=http://127.0.0.1:3002/mf-manifest.json` uses that manifest and keeps it in
 * localStorage for the next loads; `?<folder>=` forgets it. Production builds pass
 * `enabled: false` (the caller's check is compiled out), so no URL or storage can move a remote.
 */
export function applyRemoteOverrides(
  manifests: RemoteManifests,
  { enabled, search, storage }: { enabled: boolean; search: string; storage: Storage | undefined },
): RemoteManifests {
  if (!enabled) return manifests;
  const query = new URLSearchParams(search);
  const result = { ...manifests };
  for (const remote of REMOTE_NAMES) {
    const key = remoteOverrideKey(remoteReleaseName(remote));
    const asked = query.get(remoteReleaseName(remote));
    try {
      if (asked !== null && isHttpUrl(asked)) storage?.setItem(key, asked);
      else if (asked === '') storage?.removeItem(key);
    } catch {
      // Storage may be blocked; the query parameter still applies to this load.
    }
    let stored: string | null = null;
    try {
      stored = storage?.getItem(key) ?? null;
    } catch {
      stored = null;
    }
    const override = asked !== null && isHttpUrl(asked) ? asked : stored;
    if (override && isHttpUrl(override)) {
      console.info(`${remote} comes from ${override} (development override ${key})`);
      result[remote] = override;
    }
  }
  return result;
}
