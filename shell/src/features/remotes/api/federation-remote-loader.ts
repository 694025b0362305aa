import * as federationRuntime from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@threadline/contracts';
import { remoteEntry } from '@threadline/contracts/remotes';
import {
  REMOTE_NAMES,
  type RemoteAppModule,
  type RemoteLoader,
  type RemoteName,
} from './remote-loader';
import { createRemoteLoadingPlugin } from './remote-loading-plugin';
import type { PreviewPin } from './preview-pin';
import { applyRemoteOverrides } from './remote-overrides';
import type { RemoteTelemetry } from './remote-telemetry';

/**
 * The remotes named in the runtime config, loaded through the federation runtime and its one
 * plugin (remote-loading-plugin.ts: live pointer, contracts check, retry, fallback). The manifest
 * URLs exist only at runtime, never in the shell's build. Each remote's `./App` is asked for once
 * and shared by every outlet and the splash's prefetch; a load that ended in the fallback, or a
 * person's Retry, asks again.
 */
export function createFederationRemoteLoader(
  configuredManifests: RuntimeConfig['remotes'],
  {
    shellContractsVersion,
    isReturningMember = () => true,
    runtime = federationRuntime,
    preview = null,
    cohortId,
    telemetry,
  }: {
    shellContractsVersion: string;
    /** Whether this browser keeps a signed-in account (read before Firebase Auth loads). */
    isReturningMember?: () => boolean;
    /** The shell's federation runtime; tests pass an instance of their own. */
    runtime?: Pick<typeof federationRuntime, 'loadRemote' | 'preloadRemote' | 'registerPlugins'>;
    /** The release a preview link pins this browser to (bootstrap asked the API). */
    preview?: PreviewPin | null;
    /** This browser's random canary cohort id (visitor-cohort.ts). */
    cohortId?: string;
    /** Where each mount's outcome is reported (remote-telemetry.ts); none when unset. */
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
  const plugin = createRemoteLoadingPlugin(manifests, {
    shellContractsVersion,
    preview,
    cohortId,
    telemetry,
  });
  runtime.registerPlugins([plugin]);
  const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

  const load: RemoteLoader['load'] = (remote, { fresh } = { fresh: false }) => {
    if (fresh) {
      loads.delete(remote);
      plugin.refresh(remote);
    }
    const known = loads.get(remote);
    if (known) return known;
    const loading = runtime.loadRemote<RemoteAppModule>(`${remote}/App`).then(
      (module) => {
        if (!module || plugin.isFallback(module)) loads.delete(remote);
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
    reportMount: plugin.reportMount,
    isFallback: plugin.isFallback,
    prefetch() {
      // A visitor's pages never need the dashboard: its entry stays on the server.
      const remotes = isReturningMember()
        ? REMOTE_NAMES
        : REMOTE_NAMES.filter((remote) => remoteEntry(remote).audience === 'everyone');
      void Promise.all(
        remotes.map(async (remote) => {
          await runtime.preloadRemote([
            {
              nameOrAlias: remote,
              exposes: ['./App'],
              // Only the chunks of what visitors see; of the members' remotes, the entry alone.
              ...(remoteEntry(remote).audience === 'everyone'
                ? {}
                : { share: false, filter: () => false }),
            },
          ]);
          // Evaluated during the splash too (its modules and styles), so the page is ready to
          // render the moment the splash ends; the page's own load shares this one.
          if (remoteEntry(remote).audience === 'everyone') await load(remote);
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
