import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@threadline/contracts';
import { remoteOfRequest } from '@threadline/contracts/remotes';
import { createElement, type ComponentType } from 'react';
import type { RemoteAppModule, RemoteName } from './remote-loader';

/**
 * The one retry policy of a remote's load: the pauses before each automatic new attempt (each
 * asks the live pointer again); after the last one the fallback is shown.
 */
export const REMOTE_RETRY_DELAYS_MS = [400, 1200] as const;

export interface RetryPlugin extends ModuleFederationRuntimePlugin {
  /** Whether a module is this plugin's fallback (a failed or refused load), not the remote's. */
  isFallback(module: unknown): boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retry and fallback: a remote's failed load is tried again after each of REMOTE_RETRY_DELAYS_MS;
 * what still fails, or was refused (`refusalOf`: no retry can change that), resolves to a module
 * drawing `fallback` (the retry panel, with the refusal's reason) instead of a blank host, and is
 * told once to `onGaveUp`.
 */
export function retryPlugin({
  fallback,
  refusalOf = () => undefined,
  onGaveUp = () => undefined,
  delaysMs = REMOTE_RETRY_DELAYS_MS,
}: {
  fallback: ComponentType<{ reason?: string }>;
  refusalOf?: (remote: RemoteName) => string | undefined;
  onGaveUp?: (remote: RemoteName, error: unknown, refused: boolean) => void;
  delaysMs?: readonly number[];
}): RetryPlugin {
  const fallbacks = new WeakSet<object>();
  const retrying = new Set<string>();

  const giveUp = (remote: RemoteName, error: unknown, reason?: string): RemoteAppModule => {
    if (reason) console.error(reason);
    else
      console.error(
        `${remote} could not be loaded after ${delaysMs.length + 1} attempts; showing the fallback`,
      );
    onGaveUp(remote, error, reason !== undefined);
    const module: RemoteAppModule = {
      default: (_props: RemoteAppProps) => createElement(fallback, { reason }),
    };
    fallbacks.add(module);
    return module;
  };

  return {
    name: 'threadline-retry',
    isFallback: (module) => typeof module === 'object' && module !== null && fallbacks.has(module),

    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Only the final stage is answered: earlier ones expect other shapes and fail through to it.
      const remote = remoteOfRequest(id);
      if (lifecycle !== 'onLoad' || !remote) return undefined;
      const refusal = refusalOf(remote);
      if (refusal) return giveUp(remote, error, refusal);
      // A failed attempt of the retry below: the retry decides what comes next.
      if (retrying.has(id)) return undefined;
      console.warn(`Loading ${remote} failed`, error);
      retrying.add(id);
      let lastError: unknown = error;
      try {
        for (const delay of delaysMs) {
          await wait(delay);
          try {
            const module = await origin.loadRemote<RemoteAppModule>(id);
            if (module?.default) return module;
          } catch (retryError) {
            const refused = refusalOf(remote);
            if (refused) return giveUp(remote, retryError, refused);
            lastError = retryError;
            console.warn(`Loading ${remote} failed again`, retryError);
          }
        }
      } finally {
        retrying.delete(id);
      }
      return giveUp(remote, lastError);
    },
  };
}
