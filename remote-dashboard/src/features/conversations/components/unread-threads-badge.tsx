import { useUnreadThreads } from '../api/get-unread-threads';
import styles from './conversation.module.css';

/** "3" (read out "3 unread conversations") beside a sidebar link; nothing while loading, on failure or at zero. */
export function UnreadThreadsBadge() {
  const unread = useUnreadThreads();
  if (unread.status !== 'success' || unread.data === 0) return null;
  return (
    <>
      {' '}
      <span className={styles.unreadBadge}>
        {unread.data} <span className={styles.unreadWord}>unread conversations</span>
      </span>
    </>
  );
}
