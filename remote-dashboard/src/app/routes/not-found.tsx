import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './routes.module.css';

export function NotFoundRoute() {
  return (
    <main id="main-content" tabIndex={-1} className={styles.notFound}>
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.lead}>
        This dashboard page does not exist. It may have moved, or the link may be mistyped.
      </p>
      <Link to={paths.home.getHref()} className={styles.primaryLink}>
        Go Back Home
      </Link>
    </main>
  );
}
