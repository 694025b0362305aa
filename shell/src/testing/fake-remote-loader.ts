import type { RemoteAppProps } from '@threadline/contracts';
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
  let prefetched = 0;
  const prefetchedApps: RemoteName[] = [];
  const factories: Record<RemoteName, ModuleFactory> = {
    remote_public: async () => stubRemote('Public pages'),
    remote_dashboard: async () => stubRemote('Dashboard pages'),
    ...overrides,
  };
  const loader: RemoteLoader = {
    load: (remote, options) => {
      loads.push({ remote, fresh: options.fresh });
      return factories[remote]();
    },
    prefetch: () => {
      prefetched += 1;
    },
    prefetchApp: (remote) => {
      prefetchedApps.push(remote);
    },
  };
  return { loader, loads, prefetchCount: () => prefetched, prefetchedApps };
}
