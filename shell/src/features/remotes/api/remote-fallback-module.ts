import type { RemoteAppProps } from '@threadline/contracts';
import { createElement } from 'react';
import { RemoteUnavailable } from '../components/remote-unavailable';
import type { RemoteAppModule } from './remote-loader';

const FALLBACK_MARK = Symbol.for('threadline.remote-fallback');

function RemoteFallbackApp(_props: RemoteAppProps) {
  return createElement(RemoteUnavailable);
}

/** Stands in for a remote's `./App` that could not be loaded: it renders the retry panel. */
export const remoteFallbackModule: RemoteAppModule = Object.assign(
  { __esModule: true, default: RemoteFallbackApp },
  { [FALLBACK_MARK]: true },
);

export const isRemoteFallback = (module: unknown): boolean =>
  typeof module === 'object' &&
  module !== null &&
  (module as Record<symbol, unknown>)[FALLBACK_MARK] === true;

/**
 * Stands in for a remote the shell refuses to mount (built against another contracts major): the
 * retry panel, saying why. It counts as a failed load, so Retry asks the live pointer again.
 */
export function refusedRemoteModule(reason: string): RemoteAppModule {
  function RefusedRemoteApp(_props: RemoteAppProps) {
    return createElement(RemoteUnavailable, { reason });
  }
  return Object.assign({ __esModule: true, default: RefusedRemoteApp }, { [FALLBACK_MARK]: true });
}
