import type { RemoteAppProps, TelemetryOutcome } from '@threadline/contracts';
import { createElement } from 'react';
import type {
  RemoteAppModule,
  RemoteLoader,
  RemoteName,
} from '../features/remotes/api/remote-loader';

type ModuleFactory = () => Promise<RemoteAppModule>;

const stubRemote = (text: string): RemoteAppModule => ({
  default: (props: RemoteAppProps) =>
    createElement(
      'p',
      null,
      `${text}${props.user ? ` for ${props.user.displayName ?? props.user.email}` : ''}`,
    ),
});

/** Remotes that resolve at once to a paragraph naming them, unless a test says otherwise. */
export function createFakeRemoteLoader(overrides: Partial<Record<RemoteName, ModuleFactory>> = {}) {
  const loads: Array<{ remote: RemoteName; fresh: boolean }> = [];
  const pending = new Map<RemoteName, Promise<RemoteAppModule>>();
  let prefetched = 0;
  /** What the outlets reported (the telemetry), in order. */
  const reports: Array<{ remote: RemoteName; outcome: TelemetryOutcome }> = [];
  const prefetchedApps: RemoteName[] = [];
  // Any other registered remote (a new team's) says its name.
  const factories: Record<string, ModuleFactory | undefined> = {
    remote_public: async () => stubRemote('Public pages'),
    remote_dashboard: async () => stubRemote('Dashboard pages'),
    ...overrides,
  };
  const factoryOf = (remote: RemoteName): ModuleFactory =>
    factories[remote] ?? (async () => stubRemote(`${remote} pages`));
  const loader: RemoteLoader = {
    preview: null,
    // Like the real loader: one load per remote, shared, until a fresh one is asked for.
    load: (remote, { fresh } = { fresh: false }) => {
      const known = fresh ? undefined : pending.get(remote);
      if (known) return known;
      loads.push({ remote, fresh });
      const loading = factoryOf(remote)();
      pending.set(remote, loading);
      loading.catch(() => pending.delete(remote));
      return loading;
    },
    prefetch: () => {
      prefetched += 1;
    },
    prefetchApp: (remote) => {
      prefetchedApps.push(remote);
    },
    reportMount: (remote, outcome) => {
      reports.push({ remote, outcome });
    },
  };
  return { loader, loads, reports, prefetchCount: () => prefetched, prefetchedApps };
}
