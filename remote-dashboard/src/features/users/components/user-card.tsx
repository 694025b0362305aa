import { useId, type ReactNode } from 'react';
import { DEFAULT_USER_STATUS, PasskeyMessages, type UserRecord } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './users.module.css';

export function UserCard({
  user,
  rowNumber,
  isSelf,
  onMakeAdmin,
  onRevokeAdmin,
  onDelete,
  onResetPasskeys,
  select,
}: {
  user: UserRecord;
  rowNumber: number;
  /** The signed-in admin's own card. */
  isSelf: boolean;
  onMakeAdmin: (user: UserRecord) => void;
  onRevokeAdmin: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
  /** Another admin's passkeys removed (recovery when they lost theirs). */
  onResetPasskeys: (user: UserRecord) => void;
  /** The row's checkbox for the bulk actions. */
  select?: ReactNode;
}) {
  const nameId = useId();
  const name = user.name || 'Unnamed user';
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <span className={styles.rowNumber}>
        {select}#{rowNumber}
      </span>
      <div className={styles.identity}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.email}>
          {user.email}
          {isSelf ? <span className={styles.self}> (you)</span> : null}
        </p>
      </div>
      <div className={styles.meta}>
        <span className={`${ui.badge} ${styles[`role_${user.role}`] ?? ''}`}>{user.role}</span>
        <span className={styles.status}>{user.status || DEFAULT_USER_STATUS}</span>
      </div>
      <div className={styles.actions}>
        {user.role !== 'admin' ? (
          <button type="button" className={ui.buttonPrimary} onClick={() => onMakeAdmin(user)}>
            Make Admin
          </button>
        ) : null}
        {/* Revoking your own rights would lock you out of this page mid-session. */}
        {user.role === 'admin' && !isSelf ? (
          <button type="button" className={ui.button} onClick={() => onRevokeAdmin(user)}>
            Revoke Admin
          </button>
        ) : null}
        {/* Your own passkeys are removed one by one from Profile; the API refuses this for you. */}
        {user.role === 'admin' && !isSelf ? (
          <button type="button" className={ui.button} onClick={() => onResetPasskeys(user)}>
            {PasskeyMessages.resetAction}
          </button>
        ) : null}
        <button type="button" className={ui.buttonDanger} onClick={() => onDelete(user)}>
          Delete
        </button>
      </div>
    </article>
  );
}

export function UserCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLineShort} />
    </div>
  );
}
