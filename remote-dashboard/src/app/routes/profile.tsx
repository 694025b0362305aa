import { useEffect } from 'react';
import { useRemote } from '@threadline/web-kit/remote-context';
import { AboutCard } from '../../features/profile/components/about-card';
import { ActivityCard } from '../../features/profile/components/activity-card';
import { EmailPreferencesCard } from '../../features/profile/components/email-preferences-card';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { useCurrentUser } from '../../features/profile/hooks/use-current-user';
import styles from '../../features/profile/components/profile.module.css';

/**
 * The member's profile. It shows the session's name at once and switches to the stored record
 * (name, phone, refCode, activity) as soon as /users/me answers.
 */
export function ProfileRoute() {
  const { user } = useRemote();
  const current = useCurrentUser();
  const record = current.status === 'success' ? current.data : undefined;
  const failure = current.status === 'error' ? current.error : null;
  useEffect(() => {
    if (failure) console.error('Loading your profile record failed', failure);
  }, [failure]);

  const name = record?.name || user?.displayName || user?.email?.split('@')[0] || 'Member';
  const profile = {
    name,
    email: record?.email ?? user?.email ?? null,
    phone: record?.phoneNumber ?? (record as { phone?: string } | undefined)?.phone,
    photoURL: record?.photoURL || user?.photoURL,
    inviteRef: record?.refCode || record?.uid || user?.uid || '',
  };

  return (
    <>
      <ProfileSummary profile={profile} />
      <div className={styles.grid}>
        <ActivityCard activity={record} loading={current.status === 'pending'} />
        <AboutCard />
        <EmailPreferencesCard />
      </div>
    </>
  );
}
