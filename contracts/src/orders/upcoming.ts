/** The admins' upcoming-milestones view across all orders. */

import { addDays } from './days';
import { ORDER_MILESTONES, type OrderMilestoneKey } from './milestones';
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

type UpcomingSource = Pick<Order, '_id' | 'reference' | 'buyerName' | 'progress'>;

/** One order's milestones not done that are expected by `today` + the window, in plan order. */
export function upcomingMilestonesOf(
  order: UpcomingSource,
  today: string,
  days: number = UPCOMING_MILESTONE_DAYS,
): UpcomingMilestone[] {
  const until = addDays(today, days);
  return order.progress.milestones
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
    }));
}

// Days and references are ASCII codes of one shape: by code point they sort as localeCompare does.
const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The view's order, a total one: soonest first, then by order reference, then in plan order
 * (so a list can be kept sorted by inserting and removing one order's rows).
 */
export const compareUpcoming = (a: UpcomingMilestone, b: UpcomingMilestone): number =>
  compareCodes(a.expectedDate, b.expectedDate) ||
  compareCodes(a.reference, b.reference) ||
  ORDER_MILESTONES.indexOf(a.key) - ORDER_MILESTONES.indexOf(b.key);

/** The milestones not done that are expected by `today` + the window, soonest first. */
export function upcomingMilestones(
  orders: readonly UpcomingSource[],
  today: string,
  days: number = UPCOMING_MILESTONE_DAYS,
): UpcomingMilestone[] {
  return orders.flatMap((order) => upcomingMilestonesOf(order, today, days)).sort(compareUpcoming);
}
