import type { UserRecord } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './profile.module.css';

/** The spec's figures for a member whose record does not carry its own. */
export const DEFAULT_ACTIVITY = { ordersCount: 5, projectsCount: 12, partnersCount: 8 } as const;

type Activity = Pick<UserRecord, 'ordersCount' | 'projectsCount' | 'partnersCount'>;

/**
 * Active orders, completed projects and network partners. While the record loads the figures
 * are not guessed; once it answers, each missing figure falls back to the spec's default
 * (a real 0, such as a member with no referrals yet, is shown as 0).
 */
export function ActivityCard({ activity, loading }: { activity?: Activity; loading: boolean }) {
  const orders = activity?.ordersCount ?? DEFAULT_ACTIVITY.ordersCount;
  const projects = activity?.projectsCount ?? DEFAULT_ACTIVITY.projectsCount;
  const partners = activity?.partnersCount ?? DEFAULT_ACTIVITY.partnersCount;
  const figures = [
    { label: 'Active Orders', value: `${orders}+` },
    { label: 'Completed Projects', value: String(projects) },
    { label: 'Network Partners', value: String(partners) },
  ];

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
    </section>
  );
}
