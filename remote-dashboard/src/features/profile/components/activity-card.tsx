import type { UserRecord } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './profile.module.css';

/** Shown until the member record carries its own figures. */
const DEFAULT_ACTIVITY = { ordersCount: 5, projectsCount: 12, partnersCount: 8 };

type Activity = Pick<UserRecord, 'ordersCount' | 'projectsCount' | 'partnersCount'>;

export function ActivityCard({ activity }: { activity?: Activity }) {
  // `??`, not `||`: a real 0 from the record is a figure, not a missing one.
  const orders = activity?.ordersCount ?? DEFAULT_ACTIVITY.ordersCount;
  const projects = activity?.projectsCount ?? DEFAULT_ACTIVITY.projectsCount;
  const partners = activity?.partnersCount ?? DEFAULT_ACTIVITY.partnersCount;
  const figures = [
    { label: 'Active Orders', value: `${orders}+` },
    { label: 'Completed Projects', value: String(projects) },
    { label: 'Network Partners', value: String(partners) },
  ];

  return (
    <section className={ui.card} aria-labelledby="td-activity-heading">
      <h2 id="td-activity-heading" className={styles.cardTitle}>
        Your Activity
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
