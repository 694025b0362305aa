import type { RemoteAppProps } from '@threadline/contracts';
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { LoadingView } from '../../../components/loading-view';
import { paths } from '../../../config/paths';
import { useRemoteLoader, type RemoteAppModule, type RemoteName } from '../api/remote-loader';
import { forgetPreviewPin } from '../api/release-pointer-plugin';
import styles from './remote-outlet.module.css';

/** The retry of the nearest remote outlet; the fallback module's panel calls it. */
const RemoteRetryContext = createContext<(() => void) | null>(null);

export const REMOTE_UNAVAILABLE_HEADING = 'This section could not be loaded.';

/**
 * The panel shown instead of a remote that failed to load, crashed or was refused (`reason`
 * says why); Retry loads it again.
 */
export function RemoteUnavailable({ onRetry, reason }: { onRetry?: () => void; reason?: string }) {
  const retryFromOutlet = useContext(RemoteRetryContext);
  const retry = onRetry ?? retryFromOutlet;
  return (
    // A <main> of its own: it stands in for the remote's page, which would have rendered one.
    <main className={styles.panel} aria-labelledby="remote-unavailable-heading">
      <h2 id="remote-unavailable-heading" className={styles.heading}>
        {REMOTE_UNAVAILABLE_HEADING}
      </h2>
      <p className={styles.text}>
        {reason ??
          'Part of the site is not responding right now. The rest of the site still works; try again in a moment.'}
      </p>
      <div className={styles.actions}>
        {retry && (
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        )}
        <Link to={paths.home.getHref()} className={styles.home}>
          Back to home
        </Link>
      </div>
    </main>
  );
}

interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  /** Told once per caught error (the telemetry's failed to render, or a chunk it could not fetch). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** Keeps a remote's render error (a crash, a chunk it could not fetch) inside its outlet. */
class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} section failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
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
 * Mounts a remote's `./App` behind Suspense and an error boundary. The loader (and its retry
 * plugin) answers a failed load with the retry panel; the boundary answers a crash with it. Retry
 * asks the loader again (the live pointer read anew) and renders afresh, without reloading the page.
 */
export function RemoteOutlet({
  remote,
  appProps,
}: {
  remote: RemoteName;
  appProps: RemoteAppProps;
}) {
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

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Says which release a preview link shows, and leads back to the live site. */
export function PreviewBanner() {
  const { preview } = useRemoteLoader();
  if (!preview) return null;
  const leave = () => {
    forgetPreviewPin(window.localStorage);
    window.location.reload();
  };
  return (
    <div role="status" aria-label="Release preview" className={styles.banner}>
      <span>
        Previewing {preview.remote} release <strong>{preview.release}</strong>, until{' '}
        {timeOf(preview.expiresAt)}.
      </span>
      <button type="button" className={styles.leave} onClick={leave}>
        Leave preview
      </button>
    </div>
  );
}
