import * as federationRuntime from '@module-federation/enhanced/runtime';
import type { RemoteAppProps, RuntimeConfig } from '@threadline/contracts';
import type { TelemetryOutcome } from '@threadline/contracts/releases';
import {
  REMOTE_FEDERATION_NAMES,
  remoteEntry,
  type RemoteFederationName,
} from '@threadline/contracts/remotes';
import { createContext, useContext, type ComponentType } from 'react';
import { contractsCheckPlugin } from './contracts-check-plugin';
import {
  applyRemoteOverrides,
  releasePointerPlugin,
  type PreviewPin,
  type ReleaseChoice,
} from './release-pointer-plugin';
import { retryPlugin } from './retry-plugin';
import { loadFailureOf, telemetryPlugin, type RemoteTelemetry } from './telemetry-plugin';

/** A remote by the name the shell loads it by (the registry's federation name). */
export type RemoteName = RemoteFederationName;

/** What a remote's `./App` entry resolves to. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

/** Loads remotes; the app injects the federation-backed one, tests a fake. */
export interface RemoteLoader {
  /** The release a preview link pins this browser to, or null (the banner says which). */
  readonly preview: PreviewPin | null;
  /**
   * The remote's `./App`, the same promise for every caller while it holds; `fresh` (a person's
   * Retry) asks the live pointer again. A load that fails ends in a fallback module (the retry
   * panel), never a blank host.
   */
  load(remote: RemoteName, options?: { fresh: boolean }): Promise<RemoteAppModule>;
  /**
   * Starts fetching, in the background, what may be needed next: the public remote's `./App` and,
   * for a returning member only, the dashboard remote's entry (never its pages). A signed-out
   * visitor downloads nothing of the dashboard.
   */
  prefetch(): void;
  /** Starts fetching a remote's `./App` in full (the dashboard, once a member is signed in). */
  prefetchApp(remote: RemoteName): void;
  /**
   * Reports how a mount of `remote` went (mounted, or failed to render), for the release this
   * page loaded; the load's own failures are reported by the loader itself.
   */
  reportMount?(remote: RemoteName, outcome: TelemetryOutcome): void;
  /** Whether a loaded module is the retry panel of a failed load rather than the remote. */
  isFallback?(module: unknown): boolean;
}

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_FEDERATION_NAMES;

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader)
    throw new Error('useRemoteLoader must be used inside <RemoteLoaderContext.Provider>');
  return loader;
}

/**
 * The remotes named in the runtime config, loaded through the federation runtime and four small
 * runtime plugins, one per concern, registered in this order: the release pointer (live, canary,
 * preview), the contracts check, retry and fallback, telemetry. The manifest URLs exist only at
 * runtime, never in the shell's build. Each remote's `./App` is asked for once and shared by
 * every outlet and the splash's prefetch; a load that ended in the fallback, or a person's Retry,
 * asks again.
 */
export function createFederationRemoteLoader(
  configuredManifests: RuntimeConfig['remotes'],
  {
    shellContractsVersion,
    fallback,
    isReturningMember = () => true,
    runtime = federationRuntime,
    preview = null,
    cohortId,
    telemetry,
  }: ReleaseChoice & {
    shellContractsVersion: string;
    /** What a remote that could not be loaded, or was refused, draws instead (with why). */
    fallback: ComponentType<{ reason?: string }>;
    /** Whether this browser keeps a signed-in account (read before Firebase Auth loads). */
    isReturningMember?: () => boolean;
    /** The shell's federation runtime; tests pass an instance of their own. */
    runtime?: Pick<typeof federationRuntime, 'loadRemote' | 'preloadRemote' | 'registerPlugins'>;
    /** Where each mount's outcome is reported (telemetry-plugin.ts); none when unset. */
    telemetry?: RemoteTelemetry;
  },
): RemoteLoader {
  // A literal check, so production builds drop the override code entirely.
  const manifests =
    process.env.NODE_ENV !== 'production'
      ? applyRemoteOverrides(configuredManifests, {
          enabled: true,
          search: window.location.search,
          storage: window.localStorage,
        })
      : configuredManifests;
  const pointer = releasePointerPlugin(manifests, { preview, cohortId });
  const contracts = contractsCheckPlugin(shellContractsVersion);
  const reporter = telemetryPlugin(telemetry);
  const retry = retryPlugin({
    fallback,
    refusalOf: contracts.refusalOf,
    onGaveUp: (remote, error, refused) =>
      reporter.reportMount(remote, loadFailureOf(error, refused)),
  });
  runtime.registerPlugins([pointer, contracts, retry, reporter]);
  const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

  const load: RemoteLoader['load'] = (remote, { fresh } = { fresh: false }) => {
    if (fresh) {
      loads.delete(remote);
      pointer.refresh(remote);
    }
    const known = loads.get(remote);
    if (known) return known;
    const loading = runtime.loadRemote<RemoteAppModule>(`${remote}/App`).then(
      (module) => {
        if (!module || retry.isFallback(module)) loads.delete(remote);
        if (!module) throw new Error(`${remote}/App resolved to nothing`);
        return module;
      },
      (error: unknown) => {
        loads.delete(remote);
        throw error;
      },
    );
    loads.set(remote, loading);
    return loading;
  };

  return {
    preview,
    load,
    reportMount: reporter.reportMount,
    isFallback: retry.isFallback,
    prefetch() {
      // A visitor's pages never need the members' remotes: their entries stay on the server.
      const remotes = isReturningMember()
        ? REMOTE_NAMES
        : REMOTE_NAMES.filter((remote) => remoteEntry(remote).audience === 'everyone');
      void Promise.all(
        remotes.map(async (remote) => {
          const forEveryone = remoteEntry(remote).audience === 'everyone';
          await runtime.preloadRemote([
            {
              nameOrAlias: remote,
              exposes: ['./App'],
              // Only the chunks of what visitors see; of the members' remotes, the entry alone.
              ...(forEveryone ? {} : { share: false, filter: () => false }),
            },
          ]);
          // Evaluated during the splash too (its modules and styles), so the page is ready to
          // render the moment the splash ends; the page's own load shares this one.
          if (forEveryone) await load(remote);
        }),
      ).catch((error: unknown) =>
        console.warn('Prefetching the remotes failed; they will load on demand', error),
      );
    },
    prefetchApp(remote) {
      runtime
        .preloadRemote([{ nameOrAlias: remote, exposes: ['./App'] }])
        .catch((error: unknown) =>
          console.warn(`Prefetching ${remote} failed; it will load on demand`, error),
        );
    },
  };
}
