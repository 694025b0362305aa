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
  /**
   * Starts fetching, in the background, what may be needed next: the public remote's `./App` and,
   * for a returning member only, the dashboard remote's entry (never its pages). A signed-out
   * visitor downloads nothing of the dashboard.
   */
  prefetch(): void;
  /** Starts fetching a remote's `./App` in full (the dashboard, once a member is signed in). */
  prefetchApp(remote: RemoteName): void;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['remote_public', 'remote_dashboard'];
