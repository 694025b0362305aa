import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@threadline/contracts';
import { contractsRefusal } from './check-remote-contracts';
import { manifestHandoffPlugin } from './manifest-handoff';
import {
  isRemoteFallback,
  refusedRemoteModule,
  remoteFallbackModule,
} from './remote-fallback-module';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import {
  REMOTE_NAMES,
  type RemoteAppModule,
  type RemoteLoader,
  type RemoteName,
} from './remote-loader';
import { applyRemoteOverrides } from './remote-overrides';
import { resolveLiveManifest } from './resolve-live-manifest';

/** Pauses before each automatic retry; after the last one the fallback is shown. */
const RETRY_DELAYS_MS = [400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the remotes named in the runtime config with the federation runtime and loads their
 * `./App` with retries. The manifest URLs exist only at runtime, never in the shell's build. Each
 * load asks the remote's live pointer which release to use; every retry asks again, so a tab
 * whose release was replaced meanwhile picks up the live one. A release built against another
 * contracts major than `shellContractsVersion` is refused with the fallback, saying why.
 */
export function createFederationRemoteLoader(
  configuredManifests: RuntimeConfig['remotes'],
  {
    shellContractsVersion,
    isReturningMember = () => true,
  }: {
    shellContractsVersion: string;
    /** Whether this browser keeps a signed-in account (read before Firebase Auth loads). */
    isReturningMember?: () => boolean;
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
  registerPlugins([remoteFallbackPlugin(), manifestHandoffPlugin()]);
  const registered = new Map<RemoteName, string>();

  // Forcing a re-registration drops the runtime's cached manifest, entry and module for a remote.
  const register = (remote: RemoteName, entry: string) => {
    const known = registered.has(remote);
    registerRemotes([{ name: remote, entry }], known ? { force: true } : undefined);
    registered.set(remote, entry);
  };

  const resolving = new Map<RemoteName, Promise<string | null>>();

  /**
   * Points the runtime at the live release; answers why it is refused, if it is. Callers that
   * ask while a resolution is under way (the splash's prefetch, then the page's load) share it,
   * so the pointer and the manifest are read once.
   */
  const useLiveRelease = (remote: RemoteName): Promise<string | null> => {
    const pending = resolving.get(remote);
    if (pending) return pending;
    const resolution = (async () => {
      const manifest = await resolveLiveManifest(manifests[remote]);
      const refusal = await contractsRefusal(remote, manifest, shellContractsVersion);
      if (!refusal) register(remote, manifest);
      return refusal;
    })().finally(() => resolving.delete(remote));
    resolving.set(remote, resolution);
    return resolution;
  };

  /** True once the runtime knows the remote's live release (false when that release is refused). */
  const registerLiveRelease = async (remote: RemoteName): Promise<boolean> =>
    registered.has(remote) || (await useLiveRelease(remote)) === null;

  const isUsable = (module: RemoteAppModule | null): module is RemoteAppModule =>
    module !== null && !isRemoteFallback(module) && module.default != null;

  return {
    async load(remote, { fresh }) {
      if (fresh || !registered.has(remote)) {
        const refusal = await useLiveRelease(remote);
        if (refusal) {
          console.error(refusal);
          return refusedRemoteModule(refusal);
        }
      }
      for (let attempt = 0; ; attempt += 1) {
        const module = await loadRemote<RemoteAppModule>(`${remote}/App`).catch(
          (error: unknown) => {
            console.warn(`Loading ${remote} failed`, error);
            return null;
          },
        );
        if (isUsable(module)) return module;
        if (attempt >= RETRY_DELAYS_MS.length) {
          console.error(
            `${remote} could not be loaded after ${attempt + 1} attempts; showing the fallback`,
          );
          return remoteFallbackModule;
        }
        await wait(RETRY_DELAYS_MS[attempt]);
        // The release may have moved (or been removed) meanwhile: ask the pointer again.
        const refusal = await useLiveRelease(remote);
        if (refusal) {
          console.error(refusal);
          return refusedRemoteModule(refusal);
        }
      }
    },
    prefetch() {
      // A visitor's pages never need the dashboard: its entry stays on the server.
      const remotes = isReturningMember()
        ? REMOTE_NAMES
        : REMOTE_NAMES.filter((remote) => remote !== 'remote_dashboard');
      void Promise.all(
        remotes.map(async (remote) => {
          if (!(await registerLiveRelease(remote))) return;
          await preloadRemote([
            {
              nameOrAlias: remote,
              exposes: ['./App'],
              // Only the public remote's chunks; of the dashboard, the entry alone.
              ...(remote === 'remote_public' ? {} : { share: false, filter: () => false }),
            },
          ]);
          // Evaluated during the splash too (its modules and styles), so the page is ready to
          // render the moment the splash ends.
          if (remote === 'remote_public') await loadRemote(`${remote}/App`);
        }),
      ).catch((error: unknown) =>
        console.warn('Prefetching the remotes failed; they will load on demand', error),
      );
    },
    prefetchApp(remote) {
      registerLiveRelease(remote)
        .then((usable) =>
          usable ? preloadRemote([{ nameOrAlias: remote, exposes: ['./App'] }]) : undefined,
        )
        .catch((error: unknown) =>
          console.warn(`Prefetching ${remote} failed; it will load on demand`, error),
        );
    },
  };
}
