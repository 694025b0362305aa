import type { RemoteAppProps, TelemetryOutcome } from '@threadline/contracts';
import {
  REMOTE_FEDERATION_NAMES,
  remoteEntry,
  type RemoteFederationName,
} from '@threadline/contracts/remotes';
import type { ComponentType } from 'react';
import type { PreviewPin } from './preview-pin';

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

/** The name the release command uses for a remote: its folder in the registry. */
export const remoteReleaseName = (remote: RemoteName) => remoteEntry(remote).folder;
