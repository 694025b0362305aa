import { useEffect } from 'react';
import { QUOTE_OPEN_STATUSES, type QuoteStatus } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { AboutCard } from '../../features/profile/components/about-card';
import { ActivityCard } from '../../features/profile/components/activity-card';
import { EmailPreferencesCard } from '../../features/profile/components/email-preferences-card';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { useCurrentUser } from '../../features/profile/api/get-current-user';
import { useOrderActivity } from '../../features/orders/api/get-order-activity';
import { useMyQuotes } from '../../features/quotes/api/get-my-quotes';
import styles from '../../features/profile/components/profile.module.css';

/**
 * The member's profile. It shows the session's name at once and switches to the stored record
 * (name, phone, refCode, activity) as soon as /users/me answers.
 */
export function ProfileRoute() {
  const { user, isAdmin } = useRemote();
  const current = useCurrentUser();
  const myQuotes = useMyQuotes();
  const ownQuotes = myQuotes.status === 'success' ? myQuotes.data : [];
  const isOpen = (status: QuoteStatus) =>
    (QUOTE_OPEN_STATUSES as readonly string[]).includes(status);
  // Real counts once there are requests to count; otherwise the record's (or the spec's) figures.
  const quoteCounts =
    ownQuotes.length > 0
      ? {
          open: ownQuotes.filter((quote) => isOpen(quote.status)).length,
          confirmed: ownQuotes.filter((quote) => quote.status === 'won').length,
        }
      : undefined;
  // The API counts the member's orders (GET /orders/mine/summary): real figures once there are any.
  const orderActivity = useOrderActivity();
  const summary = orderActivity.status === 'success' ? orderActivity.data : undefined;
  const orderCounts =
    summary && summary.activeOrders + summary.completedOrders > 0
      ? { active: summary.activeOrders, completed: summary.completedOrders }
      : undefined;
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
      <ProfileSummary profile={profile} role={isAdmin ? 'Admin' : 'Member'} />
      <div className={styles.grid}>
        <ActivityCard
          activity={record}
          quoteCounts={quoteCounts}
          orderCounts={orderCounts}
          loading={
            current.status === 'pending' ||
            myQuotes.status === 'pending' ||
            orderActivity.status === 'pending'
          }
        />
        <AboutCard />
        <EmailPreferencesCard />
      </div>
    </>
  );
}
