import ui from '../../../components/ui.module.css';
import styles from './profile.module.css';

/** What the member's own records count; a figure that could not be read is undefined. */
export interface ActivityFigures {
  /** Orders under way (on hold included). */
  activeOrders?: number;
  /** Delivered orders. */
  completedOrders?: number;
  /** Quote requests not yet won or lost. */
  openQuotes?: number;
  /** People who joined through the member's invite link. */
  partners?: number;
}

const shown = (value: number | undefined) => (value === undefined ? '—' : String(value));

/**
 * The activity card counts real things for every member, zero included: their orders as the API
 * counts them, their open quote requests and their referrals. Nothing is invented: a figure that
 * could not be read shows a dash, and while they load the figures are not guessed.
 */
export function ActivityCard({ figures, loading }: { figures: ActivityFigures; loading: boolean }) {
  const rows = [
    { label: 'Active Orders', value: shown(figures.activeOrders) },
    { label: 'Completed Projects', value: shown(figures.completedOrders) },
    { label: 'Open Quote Requests', value: shown(figures.openQuotes) },
    { label: 'Network Partners', value: shown(figures.partners) },
  ];
  return (
    <section className={ui.card} aria-labelledby="td-activity-heading" aria-busy={loading}>
      <h2 id="td-activity-heading" className={styles.cardTitle}>
        Your Activity
      </h2>
      <dl className={styles.figures}>
        {rows.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{loading ? <span aria-label="Loading">…</span> : figure.value}</dd>
          </div>
        ))}
      </dl>
      {!loading ? (
        <p className={ui.hint}>
          Counted from your orders and quote requests: active orders are under way, completed ones
          are delivered. Network Partners are the people who joined through your invite link.
        </p>
      ) : null}
    </section>
  );
}
