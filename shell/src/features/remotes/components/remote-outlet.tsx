import type { RemoteAppProps } from '@threadline/contracts';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { LoadingView } from '../../../components/loading-view';
import { forgetRemoteComponent, getRemoteComponent } from '../../remotes/api/remote-components';
import type { RemoteName } from '../../remotes/api/remote-loader';
import { useRemoteLoader } from '../hooks/use-remote-loader';
import { RemoteRetryContext } from '../remote-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-outlet.module.css';

interface RemoteOutletProps {
  remote: RemoteName;
  appProps: RemoteAppProps;
}

/**
 * Mounts a remote's `./App` behind Suspense and an error boundary. Retry re-renders it after a
 * crash, or loads it again after a failed load, without reloading the page.
 */
export function RemoteOutlet({ remote, appProps }: RemoteOutletProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // One automatic fresh load per mount when a chunk of the loaded release is gone.
  const [reloadedForChunk, setReloadedForChunk] = useState(false);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const freshRetry = useCallback(() => {
    forgetRemoteComponent(loader, remote);
    setAttempt((count) => count + 1);
  }, [loader, remote]);
  const reloadLiveRelease = useCallback(() => {
    setReloadedForChunk(true);
    freshRetry();
  }, [freshRetry]);
  // attempt is a dependency on purpose: each retry asks again, reusing a healthy remote.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const RemoteApp = useMemo(() => getRemoteComponent(loader, remote), [loader, remote, attempt]);

  const loading = (
    <div className={styles.placeholder}>
      <LoadingView label="Loading…" />
    </div>
  );

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        key={attempt}
        remote={remote}
        onRetry={retry}
        onFreshRetry={freshRetry}
        onChunkLoadError={reloadedForChunk ? undefined : reloadLiveRelease}
        pending={loading}
      >
        <Suspense fallback={loading}>
          <RemoteApp {...appProps} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
