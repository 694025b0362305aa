import type { UserRecord } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './profile.module.css';

/** The spec's figures for a member whose record does not carry its own. */
export const DEFAULT_ACTIVITY = { ordersCount: 5, projectsCount: 12, partnersCount: 8 } as const;

type Activity = Pick<UserRecord, 'ordersCount' | 'projectsCount' | 'partnersCount'>;

/** What the member's own quote requests count: the open ones, and those confirmed as orders. */
export interface QuoteCounts {
  open: number;
  confirmed: number;
}

/** What the member's orders count: the ones under way (on hold included) and the delivered. */
export interface OrderCounts {
  active: number;
  completed: number;
}

/**
 * The activity card counts real things. A member with orders sees their active orders and their
 * completed projects (delivered orders), counted from the orders themselves; open quote requests
 * join them when there are any. and says which. A member with quote requests sees how
 * many are open and how many became confirmed orders; the network partners are the referrals
 * the API counts. The spec's figures ("Active Orders 5+", "Completed Projects 12", "Network
 * Partners 8") stay only where there is nothing to count: no requests, and no figures of the
 * record's own. While the record loads the figures are not guessed.
 */
export function ActivityCard({
  activity,
  quoteCounts,
  orderCounts,
  loading,
}: {
  activity?: Activity;
  /** Undefined when the member has no quote requests (or they could not be read). */
  quoteCounts?: QuoteCounts;
  /** Undefined when the member has no orders (or they could not be read). */
  orderCounts?: OrderCounts;
  loading: boolean;
}) {
  const partners = activity?.partnersCount ?? DEFAULT_ACTIVITY.partnersCount;
  const figures = orderCounts
    ? [
        { label: 'Active Orders', value: String(orderCounts.active) },
        { label: 'Completed Projects', value: String(orderCounts.completed) },
        ...(quoteCounts ? [{ label: 'Open Quote Requests', value: String(quoteCounts.open) }] : []),
      ]
    : quoteCounts
      ? [
          { label: 'Open Quote Requests', value: String(quoteCounts.open) },
          { label: 'Confirmed Orders', value: String(quoteCounts.confirmed) },
        ]
      : [
          {
            label: 'Active Orders',
            value: `${activity?.ordersCount ?? DEFAULT_ACTIVITY.ordersCount}+`,
          },
          {
            label: 'Completed Projects',
            value: String(activity?.projectsCount ?? DEFAULT_ACTIVITY.projectsCount),
          },
        ];
  figures.push({ label: 'Network Partners', value: String(partners) });

  return (
    <section className={ui.card} aria-labelledby="td-activity-heading" aria-busy={loading}>
      <h2 id="td-activity-heading" className={styles.cardTitle}>
        Your Activity
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{loading ? <span aria-label="Loading">…</span> : figure.value}</dd>
          </div>
        ))}
      </dl>
      {orderCounts && !loading ? (
        <p className={ui.hint}>
          Counted from your orders: active ones are under way, completed ones are delivered. Network
          Partners are the people who joined through your invite link.
        </p>
      ) : null}
      {quoteCounts && !orderCounts && !loading ? (
        <p className={ui.hint}>
          Counted from your quote requests; Network Partners are the people who joined through your
          invite link.
        </p>
      ) : null}
    </section>
  );
}
