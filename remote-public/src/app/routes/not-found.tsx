import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './routes.module.css';

export function NotFoundRoute() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateMessage}>Page not found</h1>
      <p>The page you were looking for has moved or never existed.</p>
      <Link to={paths.home.getHref()} className={styles.backLink}>
        Go to the home page
      </Link>
    </div>
  );
}
