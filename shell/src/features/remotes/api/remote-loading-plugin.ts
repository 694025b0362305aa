import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  contractsMajor,
  RELEASE_METADATA_KEY,
  ReleaseMessages,
  type RemoteAppProps,
  type RemoteReleaseMetadata,
  type RemoteReleasePointer,
  type TelemetryOutcome,
  type TelemetryReport,
} from '@threadline/contracts';
import { createElement } from 'react';
import { RemoteUnavailable } from '../components/remote-unavailable';
import {
  REMOTE_NAMES,
  remoteReleaseName,
  type RemoteAppModule,
  type RemoteName,
} from './remote-loader';
import type { PreviewPin } from './preview-pin';
import { loadFailureOf, NO_TELEMETRY, type RemoteTelemetry } from './remote-telemetry';
import { inCanary } from './visitor-cohort';

/**
 * The one retry policy of a remote's load: the pauses before each automatic new attempt (each
 * asks the live pointer again); after the last one the fallback is shown.
 */
export const REMOTE_RETRY_DELAYS_MS = [400, 1200] as const;

type Origin = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeRequest']>>[0]['origin'];

export interface RemoteLoadingPlugin extends ModuleFederationRuntimePlugin {
  /** The next load of `remote` reads its live pointer again (a person's Retry). */
  refresh(remote: RemoteName): void;
  /** Whether a module is this plugin's fallback (a failed or refused load), not the remote's. */
  isFallback(module: unknown): boolean;
  /** Reports a mount's outcome for the release this page loaded (none for an unreleased build). */
  reportMount(remote: RemoteName, outcome: TelemetryOutcome): void;
}

interface RemoteState {
  /** The live release's manifest, read once per page load and shared by every caller. */
  live?: Promise<string>;
  /** The manifest the runtime was given for this remote. */
  registered?: string;
  /** The last load failed: the next registration starts afresh even if the release is the same. */
  failed: boolean;
  /** Why the live release is refused (another contracts major), once its manifest was read. */
  refusal?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const remoteOf = (id: string): RemoteName | undefined =>
  REMOTE_NAMES.find((remote) => id === remote || id.startsWith(`${remote}/`));

const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-z]{4,16}$/;
const RELEASE_MANIFEST = /\/releases\/(\d{8}T\d{6}Z-[0-9a-z]{4,16})\/mf-manifest\.json$/;

interface ReleaseChoice {
  /** The release a preview link pins this browser to, if any (checked by the API). */
  preview?: PreviewPin | null;
  /** This browser's random cohort id, which decides whether it gets a canary. */
  cohortId?: string;
}

/**
 * The manifest of the release this browser gets. Beside a remote's configured manifest,
 * `live.json` points at the stable release's folder (and a canary's, with its share), read past
 * the HTTP cache, so a release or rollback reaches the next page load. A preview pin names its
 * release's folder instead. A remote served without releases (the dev server) has no pointer.
 */
async function readLiveManifest(
  remote: RemoteName,
  configuredManifest: string,
  { preview, cohortId }: ReleaseChoice,
): Promise<string> {
  const pointerUrl = new URL('live.json', configuredManifest).href;
  if (preview?.remote === remoteReleaseName(remote) && RELEASE_ID.test(preview.release))
    return new URL(`releases/${preview.release}/mf-manifest.json`, pointerUrl).href;
  try {
    const response = await fetch(pointerUrl, { cache: 'no-cache' });
    if (!response.ok) return configuredManifest;
    const pointer = (await response.json()) as Partial<RemoteReleasePointer>;
    const canary = pointer.canary;
    if (
      canary &&
      cohortId &&
      typeof canary.manifest === 'string' &&
      inCanary(cohortId, remoteReleaseName(remote), canary.percent)
    )
      return new URL(canary.manifest, pointerUrl).href;
    return typeof pointer.manifest === 'string'
      ? new URL(pointer.manifest, pointerUrl).href
      : configuredManifest;
  } catch (error) {
    console.warn(`The release pointer ${pointerUrl} could not be read`, error);
    return configuredManifest;
  }
}

/** Why the shell must refuse a release built against `metadata`, or null when the majors agree. */
function contractsRefusal(
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
    remote: remoteReleaseName(remote),
    remoteVersion,
    shellVersion,
  });
}

/**
 * The federation runtime plugin that owns a remote's load: before the runtime resolves a remote it
 * points it at the live release (the pointer read once per page load, shared by the splash's
 * prefetch and the page); the release's manifest passes through this plugin once, which refuses
 * a release built against another contracts major; a failed load is retried by
 * REMOTE_RETRY_DELAYS_MS, each attempt asking the pointer again; what still fails resolves to a
 * retry panel (with the refusal's reason, if any) instead of a blank host.
 */
export function createRemoteLoadingPlugin(
  manifests: Record<RemoteName, string>,
  {
    shellContractsVersion,
    telemetry = NO_TELEMETRY,
    ...choice
  }: { shellContractsVersion: string; telemetry?: RemoteTelemetry } & ReleaseChoice,
): RemoteLoadingPlugin {
  const states = new Map<RemoteName, RemoteState>(
    REMOTE_NAMES.map((remote) => [remote, { failed: false }]),
  );
  const state = (remote: RemoteName) => states.get(remote) as RemoteState;
  const fallbacks = new WeakSet<object>();
  const retrying = new Set<string>();

  const fallback = (reason?: string): RemoteAppModule => {
    const module: RemoteAppModule = {
      default: (_props: RemoteAppProps) => createElement(RemoteUnavailable, { reason }),
    };
    fallbacks.add(module);
    return module;
  };

  /** Registers the live release with the runtime, afresh when it moved or the last load failed. */
  const useLiveRelease = async (remote: RemoteName, origin: Origin) => {
    const current = state(remote);
    current.live ??= readLiveManifest(remote, manifests[remote], choice);
    const manifest = await current.live;
    if (manifest === current.registered && !current.failed) return;
    // Forcing a re-registration drops the runtime's cached manifest, entry and module.
    origin.registerRemotes([{ name: remote, entry: manifest }], {
      force: current.registered !== undefined,
    });
    current.registered = manifest;
    current.failed = false;
    current.refusal = undefined;
  };

  /** The manifest, once, past the HTTP cache; refused (it throws) when the contracts differ. */
  const readCheckedManifest = async (
    remote: RemoteName,
    url: string,
    init: RequestInit,
  ): Promise<Response> => {
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
      state(remote).refusal = refusal;
      throw new Error(refusal);
    }
    return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  const refresh = (remote: RemoteName) => {
    state(remote).live = undefined;
  };

  const reportMount = (remote: RemoteName, outcome: TelemetryOutcome) => {
    const release = RELEASE_MANIFEST.exec(state(remote).registered ?? '')?.[1];
    if (release)
      telemetry.report({
        remote: remoteReleaseName(remote) as TelemetryReport['remote'],
        release,
        outcome,
      });
  };

  return {
    name: 'threadline-remote-loading',
    refresh,
    reportMount,
    isFallback: (module) => typeof module === 'object' && module !== null && fallbacks.has(module),

    async beforeRequest(args) {
      const remote = remoteOf(args.id);
      if (remote) await useLiveRelease(remote, args.origin);
      return args;
    },

    async beforePreloadRemote({ preloadOps, origin }) {
      await Promise.all(
        preloadOps.map(({ nameOrAlias }) => {
          const remote = remoteOf(nameOrAlias);
          return remote ? useLiveRelease(remote, origin) : undefined;
        }),
      );
    },

    /** The runtime's one download of a release's manifest: the contracts check reads it here. */
    fetch(url, init, remoteInfo) {
      const remote = remoteInfo ? remoteOf(remoteInfo.name) : undefined;
      if (!remote || url !== state(remote).registered) return undefined;
      return readCheckedManifest(remote, url, init);
    },

    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Only the final stage is answered: earlier ones expect other shapes and fail through to it.
      const remote = remoteOf(id);
      if (lifecycle !== 'onLoad' || !remote) return undefined;
      const current = state(remote);
      current.failed = true;
      current.live = undefined;
      if (current.refusal) {
        console.error(current.refusal);
        reportMount(remote, 'failed_shared');
        return fallback(current.refusal);
      }
      // A failed attempt of the retry below: the retry decides what comes next.
      if (retrying.has(id)) return undefined;
      console.warn(`Loading ${remote} failed`, error);
      retrying.add(id);
      let lastError: unknown = error;
      try {
        for (const delay of REMOTE_RETRY_DELAYS_MS) {
          await wait(delay);
          try {
            const module = await origin.loadRemote<RemoteAppModule>(id);
            if (module?.default) return module;
          } catch (retryError) {
            if (current.refusal) {
              console.error(current.refusal);
              reportMount(remote, 'failed_shared');
              return fallback(current.refusal);
            }
            lastError = retryError;
            console.warn(`Loading ${remote} failed again`, retryError);
          }
        }
      } finally {
        retrying.delete(id);
      }
      console.error(
        `${remote} could not be loaded after ${REMOTE_RETRY_DELAYS_MS.length + 1} attempts; showing the fallback`,
      );
      reportMount(remote, loadFailureOf(lastError, false));
      return fallback();
    },
  };
}
