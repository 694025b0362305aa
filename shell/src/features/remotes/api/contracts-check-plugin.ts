import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  contractsMajor,
  RELEASE_METADATA_KEY,
  ReleaseMessages,
  type RemoteReleaseMetadata,
} from '@threadline/contracts/releases';
import { remoteEntry, remoteOfRequest } from '@threadline/contracts/remotes';
import type { RemoteName } from './remote-loader';

export interface ContractsCheckPlugin extends ModuleFederationRuntimePlugin {
  /** Why the release the last load of `remote` read was refused, if it was. */
  refusalOf(remote: RemoteName): string | undefined;
}

const MANIFEST = /\.json(?:$|[?#])/i;

/** Why the shell must refuse a release built against `metadata`, or null when the majors agree. */
export function contractsRefusal(
  remote: RemoteName,
  metadata: Partial<RemoteReleaseMetadata> | undefined,
  shellVersion: string,
): string | null {
  const remoteVersion = metadata?.contractsVersion;
  if (!remoteVersion) {
    console.warn(`${remote}'s manifest records no contracts version; mounting it unchecked`);
    return null;
  }
  if (contractsMajor(remoteVersion) === contractsMajor(shellVersion)) return null;
  return ReleaseMessages.incompatibleContracts({
    remote: remoteEntry(remote).folder,
    remoteVersion,
    shellVersion,
  });
}

/**
 * The compatibility check: the runtime's one download of a release's manifest passes through
 * here (past the HTTP cache). A release built against another contracts major than the shell's
 * is refused before any of its code runs: the download throws, and `refusalOf` says why, for the
 * fallback to show. What is read is handed back to the runtime, so the manifest is fetched once.
 */
export function contractsCheckPlugin(shellContractsVersion: string): ContractsCheckPlugin {
  const refusals = new Map<RemoteName, string>();

  const readChecked = async (remote: RemoteName, url: string, init: RequestInit) => {
    const response = await fetch(url, { ...init, cache: 'no-cache' });
    if (!response.ok) return response;
    const text = await response.text();
    let metadata: Partial<RemoteReleaseMetadata> | undefined;
    try {
      const manifest = JSON.parse(text) as {
        metaData?: Record<string, Partial<RemoteReleaseMetadata> | undefined>;
      };
      metadata = manifest.metaData?.[RELEASE_METADATA_KEY];
    } catch {
      // Not JSON: the runtime reports its own failure to read it.
    }
    const refusal = contractsRefusal(remote, metadata, shellContractsVersion);
    if (refusal) {
      refusals.set(remote, refusal);
      throw new Error(refusal);
    }
    return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  return {
    name: 'threadline-contracts-check',
    refusalOf: (remote) => refusals.get(remote),
    async beforeRequest(args) {
      // Each load is judged by the manifest it reads.
      const remote = remoteOfRequest(args.id);
      if (remote) refusals.delete(remote);
      return args;
    },
    fetch(url, init, remoteInfo) {
      const remote = remoteInfo ? remoteOfRequest(remoteInfo.name) : undefined;
      if (!remote || !MANIFEST.test(url)) return undefined;
      return readChecked(remote, url, init);
    },
  };
}
