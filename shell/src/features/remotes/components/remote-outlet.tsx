import type { RemoteAppProps } from '@threadline/contracts';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { LoadingView } from '../../../components/loading-view';
import type { RemoteAppModule, RemoteName } from '../api/remote-loader';
import { useRemoteLoader } from '../hooks/use-remote-loader';
import { RemoteRetryContext } from '../remote-loader-contexts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-outlet.module.css';

interface RemoteOutletProps {
  remote: RemoteName;
  appProps: RemoteAppProps;
}

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One component per load, so an outlet mounted again over a load that already finished (going
// back to a remote's pages) renders at once instead of showing the placeholder.
const componentsByLoad = new WeakMap<Promise<RemoteAppModule>, RemoteComponent>();

function componentOf(load: Promise<RemoteAppModule>): RemoteComponent {
  let component = componentsByLoad.get(load);
  if (!component) {
    component = lazy(() => load);
    componentsByLoad.set(load, component);
  }
  return component;
}

/**
 * Rendered beside the remote's app inside the same Suspense: committed only together with it, so
 * its effect runs once the remote's first render succeeded (a render error never gets here).
 */
function MountedReport({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * Mounts a remote's `./App` behind Suspense and an error boundary. The loader (and its runtime
 * plugin) answers a failed load with the retry panel; the boundary answers a crash with it. Retry
 * asks the loader again (the live pointer read anew) and renders afresh, without reloading the page.
 */
export function RemoteOutlet({ remote, appProps }: RemoteOutletProps) {
  const loader = useRemoteLoader();
  const [load, setLoad] = useState(() => loader.load(remote));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoad(loader.load(remote, { fresh: true }));
    setAttempt((count) => count + 1);
  }, [loader, remote]);

  const RemoteApp = componentOf(load);
  // The telemetry: one outcome per mount. The retry panel of a failed load is no mount (the
  // loader reported that failure itself).
  const onMounted = useCallback(() => {
    void load.then(
      (module) => {
        if (!loader.isFallback?.(module)) loader.reportMount?.(remote, 'mounted');
      },
      () => undefined,
    );
  }, [load, loader, remote]);
  const onError = useCallback(
    (error: Error) =>
      loader.reportMount?.(
        remote,
        error.name === 'ChunkLoadError' ? 'failed_chunk' : 'failed_render',
      ),
    [loader, remote],
  );

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onError={onError}>
        <Suspense
          fallback={
            <div className={styles.placeholder}>
              <LoadingView label="Loading…" />
            </div>
          }
        >
          <RemoteApp {...appProps} />
          <MountedReport onMounted={onMounted} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
