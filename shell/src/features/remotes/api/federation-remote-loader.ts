import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@threadline/contracts';
import { isRemoteFallback, remoteFallbackModule } from './remote-fallback-module';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import {
  REMOTE_NAMES,
  type RemoteAppModule,
  type RemoteLoader,
  type RemoteName,
} from './remote-loader';

/** Pauses before each automatic retry; after the last one the fallback is shown. */
const RETRY_DELAYS_MS = [400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the remotes named in the runtime config with the federation runtime and loads their
 * `./App` with retries. The manifest URLs exist only at runtime, never in the shell's build.
 */
export function createFederationRemoteLoader(manifests: RuntimeConfig['remotes']): RemoteLoader {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));

  // Forcing a re-registration drops the runtime's cached manifest, entry and module for a remote.
  const forget = (remote: RemoteName) =>
    registerRemotes([{ name: remote, entry: manifests[remote] }], { force: true });

  const isUsable = (module: RemoteAppModule | null): module is RemoteAppModule =>
    module !== null && !isRemoteFallback(module) && module.default != null;

  return {
    async load(remote, { fresh }) {
      if (fresh) forget(remote);
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
        forget(remote);
      }
    },
    prefetch() {
      preloadRemote(
        REMOTE_NAMES.map((name) => ({
          nameOrAlias: name,
          exposes: ['./App'],
          // Only the public remote's chunks; of the dashboard, the entry alone.
          ...(name === 'remote_public' ? {} : { share: false, filter: () => false }),
        })),
      )
        // Evaluated during the splash too (its modules and styles), so the page is ready to
        // render the moment the splash ends.
        .then(() => loadRemote('remote_public/App'))
        .catch((error: unknown) =>
          console.warn('Prefetching the remotes failed; they will load on demand', error),
        );
    },
    prefetchApp(remote) {
      preloadRemote([{ nameOrAlias: remote, exposes: ['./App'] }]).catch((error: unknown) =>
        console.warn(`Prefetching ${remote} failed; it will load on demand`, error),
      );
    },
  };
}
