import type { ReactNode } from 'react';
import type { MilestoneProgress, OrderMilestoneKey } from '@threadline/contracts';
import { formatDay, formatSlip, milestoneState } from '../utils/order-format';
import styles from './orders.module.css';
import { TableScroll } from '../../../components/table-scroll';

const stateClass = (milestone: MilestoneProgress) =>
  milestone.done
    ? styles.stateDone
    : milestone.late
      ? styles.stateLate
      : milestone.atRisk
        ? styles.stateAtRisk
        : undefined;

/**
 * The time-and-action plan: each milestone's planned date (the baseline), its actual date once
 * done or its forecast, how far that moved, and whether it is late or at risk. `recordAction`
 * (admins) adds a last column to record an actual date.
 */
export function OrderTimeline({
  reference,
  milestones,
  recordAction,
}: {
  reference: string;
  milestones: readonly MilestoneProgress[];
  recordAction?: (key: OrderMilestoneKey) => ReactNode;
}) {
  return (
    <TableScroll label={`Time-and-action plan of ${reference}`}>
      <table className={styles.table}>
        <caption>Time-and-action plan of {reference}</caption>
        <thead>
          <tr>
            <th scope="col">Milestone</th>
            <th scope="col">Planned</th>
            <th scope="col">Actual or forecast</th>
            <th scope="col">State</th>
            {recordAction ? <th scope="col">Record the actual date</th> : null}
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone) => {
            const slip = formatSlip(milestone.plannedDate, milestone.expectedDate);
            return (
              <tr key={milestone.key}>
                <th scope="row">{milestone.label}</th>
                <td>
                  <time dateTime={milestone.plannedDate}>{formatDay(milestone.plannedDate)}</time>
                </td>
                <td>
                  {milestone.done ? 'Done ' : 'Expected '}
                  <time dateTime={milestone.expectedDate}>{formatDay(milestone.expectedDate)}</time>
                  {slip ? <span className={styles.muted}> ({slip})</span> : null}
                  {milestone.expected ? (
                    <span className={styles.expectedReason}>
                      The team expects it on{' '}
                      <time dateTime={milestone.expected.date}>
                        {formatDay(milestone.expected.date)}
                      </time>
                      : {milestone.expected.reason}
                    </span>
                  ) : null}
                </td>
                <td className={stateClass(milestone)}>{milestoneState(milestone)}</td>
                {recordAction ? <td>{recordAction(milestone.key)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
