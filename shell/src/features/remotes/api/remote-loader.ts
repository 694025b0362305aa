import type { RemoteAppProps, RuntimeConfig } from '@threadline/contracts';
import type { ComponentType } from 'react';

export type RemoteName = keyof RuntimeConfig['remotes'];

/** What a remote's `./App` entry resolves to. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

/** Loads remotes; the app injects the federation-backed one, tests a fake. */
export interface RemoteLoader {
  /** Resolves the remote's `./App`; `fresh` drops anything cached from an earlier failed attempt. */
  load(remote: RemoteName, options: { fresh: boolean }): Promise<RemoteAppModule>;
  /** Starts fetching every remote's entry in the background. */
  prefetch(): void;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['remote_public', 'remote_dashboard'];
