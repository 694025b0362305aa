import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RemoteRetryContext } from '../remote-loader-contexts';
import styles from './remote-unavailable.module.css';

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
