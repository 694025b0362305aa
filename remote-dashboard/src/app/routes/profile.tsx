import { useEffect } from 'react';
import { QUOTE_OPEN_STATUSES, type QuoteStatus } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { AboutCard } from '../../features/profile/components/about-card';
import { ActivityCard } from '../../features/profile/components/activity-card';
import { BuyerOverview } from '../../features/profile/components/buyer-overview';
import { EmailPreferencesCard } from '../../features/profile/components/email-preferences-card';
import { PasskeysCard } from '../../features/passkeys/components/passkeys-card';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { useCurrentUser } from '../../features/profile/api/get-current-user';
import { useMyOrders } from '../../features/orders/api/get-my-orders';
import { useOrderActivity } from '../../features/orders/api/get-order-activity';
import { useMyQuotes } from '../../features/quotes/api/get-my-quotes';
import styles from '../../features/profile/components/profile.module.css';

/**
 * The member's profile, the buyer's home: what is open and waits on them first, then the spec's
 * cards. It shows the session's name at once and switches to the stored record (name, phone,
 * refCode, referrals) as soon as /users/me answers.
 */
export function ProfileRoute() {
  const { user, isAdmin } = useRemote();
  const current = useCurrentUser();
  const myQuotes = useMyQuotes();
  const myOrders = useMyOrders();
  const orderActivity = useOrderActivity();
  const ownQuotes = myQuotes.status === 'success' ? myQuotes.data : [];
  const isOpen = (status: QuoteStatus) =>
    (QUOTE_OPEN_STATUSES as readonly string[]).includes(status);
  const summary = orderActivity.status === 'success' ? orderActivity.data : undefined;
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
      {!isAdmin ? (
        <BuyerOverview
          quotes={ownQuotes}
          orders={myOrders.status === 'success' ? myOrders.data : []}
        />
      ) : null}
      <div className={styles.grid}>
        <ActivityCard
          figures={{
            activeOrders: summary?.activeOrders,
            completedOrders: summary?.completedOrders,
            openQuotes:
              myQuotes.status === 'success'
                ? ownQuotes.filter((quote) => isOpen(quote.status)).length
                : undefined,
            // A record without the figure has had no referral yet.
            partners: current.status === 'success' ? (record?.partnersCount ?? 0) : undefined,
          }}
          loading={
            current.status === 'pending' ||
            myQuotes.status === 'pending' ||
            orderActivity.status === 'pending'
          }
        />
        <AboutCard />
        <EmailPreferencesCard />
        <PasskeysCard />
      </div>
    </>
  );
}
