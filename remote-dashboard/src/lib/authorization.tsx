import type { ReactNode } from 'react';
import { DialogMessages } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { LoadingView } from '../components/loading-view';
import styles from './authorization.module.css';

/**
 * The admin guard: a loader while the session is still unknown, the page for admins and the
 * spec's denial text for everyone else. The API enforces the same rule on every admin call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useRemote();
  if (!user) return <LoadingView />;
  if (!isAdmin) {
    return (
      // The page's heading: a member who follows an admin link still lands on a titled page.
      <div role="alert" className={styles.denied}>
        <h1 className={styles.deniedTitle}>{DialogMessages.accessDenied}</h1>
      </div>
    );
  }
  return <>{children}</>;
}
