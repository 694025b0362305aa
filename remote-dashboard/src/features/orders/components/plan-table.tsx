import type { PlannedMilestone } from '@threadline/contracts';
import { formatDay } from '../utils/order-format';
import styles from './orders.module.css';
import { TableScroll } from '../../../components/table-scroll';

/** The milestones of a plan and their planned dates, as the buyer reads it before committing. */
export function PlanTable({
  milestones,
  caption,
}: {
  milestones: readonly PlannedMilestone[];
  caption: string;
}) {
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Milestone</th>
            <th scope="col">Planned date</th>
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone) => (
            <tr key={milestone.key}>
              <th scope="row">{milestone.label}</th>
              <td>
                <time dateTime={milestone.plannedDate}>{formatDay(milestone.plannedDate)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
