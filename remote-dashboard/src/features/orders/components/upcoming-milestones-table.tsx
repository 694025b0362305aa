import { Link } from 'react-router-dom';
import { UPCOMING_MILESTONE_DAYS, type UpcomingMilestone } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { formatDay } from '../utils/order-format';
import styles from './orders.module.css';
import { TableScroll } from '../../../components/table-scroll';

/** Across all orders: the milestones expected in the next 14 days, overdue ones first. */
export function UpcomingMilestonesTable({
  milestones,
}: {
  milestones: readonly UpcomingMilestone[];
}) {
  if (milestones.length === 0)
    return <p>Nothing is expected in the next {UPCOMING_MILESTONE_DAYS} days.</p>;
  return (
    <TableScroll label={`Milestones expected in the next ${UPCOMING_MILESTONE_DAYS} days`}>
      <table className={styles.table}>
        <caption>Milestones expected in the next {UPCOMING_MILESTONE_DAYS} days</caption>
        <thead>
          <tr>
            <th scope="col">Expected</th>
            <th scope="col">Order</th>
            <th scope="col">Milestone</th>
            <th scope="col">Buyer</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone) => (
            <tr key={`${milestone.orderId}-${milestone.key}`}>
              <td>
                <time dateTime={milestone.expectedDate}>{formatDay(milestone.expectedDate)}</time>
              </td>
              <th scope="row">
                <Link to={paths.order.getHref(milestone.orderId)}>{milestone.reference}</Link>
              </th>
              <td>{milestone.label}</td>
              <td>{milestone.buyerName}</td>
              <td
                className={
                  milestone.late
                    ? styles.stateLate
                    : milestone.atRisk
                      ? styles.stateAtRisk
                      : undefined
                }
              >
                {milestone.late ? 'Late' : milestone.atRisk ? 'At risk' : 'On track'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
