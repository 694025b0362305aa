import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { RemoteAppProps } from '@threadline/contracts';
import { isRemoteFallback } from './remote-fallback-module';
import type { RemoteLoader, RemoteName } from './remote-loader';

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

interface Entry {
  component: RemoteComponent;
  state: 'loading' | 'ready' | 'failed';
}

const entriesByLoader = new WeakMap<RemoteLoader, Map<RemoteName, Entry>>();

/**
 * One lazy component per remote and loader, so returning to a remote's routes reuses what is
 * already loaded. A remote whose last load failed gets a fresh attempt.
 */
export function getRemoteComponent(loader: RemoteLoader, remote: RemoteName): RemoteComponent {
  let entries = entriesByLoader.get(loader);
  if (!entries) {
    entries = new Map();
    entriesByLoader.set(loader, entries);
  }
  const previous = entries.get(remote);
  if (previous && previous.state !== 'failed') return previous.component;

  const entry: Entry = {
    state: 'loading',
    component: lazy(async () => {
      try {
        const module = await loader.load(remote, { fresh: previous !== undefined });
        entry.state = isRemoteFallback(module) ? 'failed' : 'ready';
        return module;
      } catch (error) {
        entry.state = 'failed';
        throw error;
      }
    }),
  };
  entries.set(remote, entry);
  return entry.component;
}

/**
 * Makes the next render of a remote load it afresh (the live pointer read again), as after a
 * failed load: for a remote that loaded but whose chunks can no longer be fetched.
 */
export function forgetRemoteComponent(loader: RemoteLoader, remote: RemoteName): void {
  const entry = entriesByLoader.get(loader)?.get(remote);
  if (entry) entry.state = 'failed';
}
