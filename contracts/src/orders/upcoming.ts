/** The admins' upcoming-milestones view across all orders. */

import { addDays } from './days';
import type { OrderMilestoneKey } from './milestones';
import type { Order } from './order';

/** How far ahead the admins' upcoming-milestones view looks. */
export const UPCOMING_MILESTONE_DAYS = 14;

/** GET /orders/upcoming: one milestone not done, expected within the window (or overdue). */
export interface UpcomingMilestone {
  orderId: string;
  reference: string;
  buyerName: string;
  key: OrderMilestoneKey;
  label: string;
  expectedDate: string;
  late: boolean;
  atRisk: boolean;
}

/** The milestones not done that are expected by `today` + the window, soonest first. */
export function upcomingMilestones(
  orders: readonly Pick<Order, '_id' | 'reference' | 'buyerName' | 'progress'>[],
  today: string,
  days: number = UPCOMING_MILESTONE_DAYS,
): UpcomingMilestone[] {
  const until = addDays(today, days);
  return orders
    .flatMap((order) =>
      order.progress.milestones
        .filter((milestone) => !milestone.done && milestone.expectedDate <= until)
        .map((milestone) => ({
          orderId: order._id,
          reference: order.reference,
          buyerName: order.buyerName,
          key: milestone.key,
          label: milestone.label,
          expectedDate: milestone.expectedDate,
          late: milestone.late,
          atRisk: milestone.atRisk,
        })),
    )
    .sort(
      (a, b) =>
        a.expectedDate.localeCompare(b.expectedDate) || a.reference.localeCompare(b.reference),
    );
}
