import {
  contractsMajor,
  RELEASE_METADATA_KEY,
  ReleaseMessages,
  type RemoteReleaseMetadata,
} from '@threadline/contracts';
import { handOverManifest } from './manifest-handoff';
import type { RemoteName } from './remote-loader';

/** The name the release command uses for a remote: its folder, remote-public or remote-dashboard. */
export const remoteReleaseName = (remote: RemoteName) => remote.replace('_', '-');

/**
 * Reads the contracts version a remote's release was built against (its manifest's metadata) and
 * answers why the shell must refuse it, or null when the majors agree. A manifest that cannot be
 * read or records nothing is left to the federation runtime, which reports its own failure. The
 * manifest read here is handed to the runtime (manifest-handoff.ts), which so does not download it
 * again.
 */
export async function contractsRefusal(
  remote: RemoteName,
  manifestUrl: string,
  shellVersion: string,
): Promise<string | null> {
  let metadata: Partial<RemoteReleaseMetadata> | undefined;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return null;
    const text = await response.text();
    const manifest = JSON.parse(text) as {
      metaData?: Record<string, Partial<RemoteReleaseMetadata> | undefined>;
    };
    handOverManifest(manifestUrl, text);
    metadata = manifest.metaData?.[RELEASE_METADATA_KEY];
  } catch {
    return null;
  }
  const remoteVersion = metadata?.contractsVersion;
  if (!remoteVersion) {
    console.warn(`${manifestUrl} records no contracts version; mounting ${remote} unchecked`);
    return null;
  }
  if (contractsMajor(remoteVersion) === contractsMajor(shellVersion)) return null;
  return ReleaseMessages.incompatibleContracts({
    remote: remoteReleaseName(remote),
    remoteVersion,
    shellVersion,
  });
}
