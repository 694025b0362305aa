import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { InvitePartnerButton } from './invite-partner-button';
import { OrderGuideLink } from './order-guide-link';
import ui from '../../../components/ui.module.css';
import styles from './profile.module.css';

export interface ProfileDetails {
  name: string;
  email: string | null;
  phone?: string;
  photoURL?: string | null;
  inviteRef: string;
}

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return letters.slice(0, 2) || '?';
}

function ProfileAvatar({ name, photoURL }: { name: string; photoURL?: string | null }) {
  const [broken, setBroken] = useState(false);
  if (photoURL && !broken) {
    return (
      <img
        className={styles.avatar}
        src={photoURL}
        alt={`${name}'s profile photo`}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      role="img"
      aria-label={`${name}'s initials`}
    >
      {initialsOf(name)}
    </span>
  );
}

/** The welcome card: who you are, how to reach support and how to invite a partner. */
export function ProfileSummary({
  profile,
  role = 'Member',
}: {
  profile: ProfileDetails;
  /** The badge: the spec's 'Member' tag, or 'Admin' on an admin's own Profile. */
  role?: 'Member' | 'Admin';
}) {
  return (
    <section className={`${ui.card} ${styles.summary}`} aria-labelledby="td-welcome-heading">
      <ProfileAvatar name={profile.name} photoURL={profile.photoURL} />
      <div className={styles.summaryBody}>
        <span className={ui.badge}>{role}</span>
        <h1 id="td-welcome-heading" className={styles.welcome}>
          Welcome, {profile.name}
        </h1>
        {profile.email ? <p className={styles.contactLine}>{profile.email}</p> : null}
        {profile.phone ? <p className={styles.contactLine}>{profile.phone}</p> : null}
        <div className={styles.actions}>
          <Link to={paths.contact.getHref()} className={ui.buttonPrimary}>
            Request Support
          </Link>
          <InvitePartnerButton inviteRef={profile.inviteRef} />
          <OrderGuideLink />
        </div>
      </div>
    </section>
  );
}
