/**
 * The plan calculator: the baseline plan computed at acceptance from the start date, the
 * needed-by date and the published lead times. Pure: every function takes its days.
 */

import { addDays, daysBetween } from './days';
import { leadTimeOf, type LeadTime } from './lead-times';
import { OrderPlanMessages } from './messages';
import { ORDER_MILESTONE_LABELS, ORDER_MILESTONES, type OrderMilestoneKey } from './milestones';
import type { ShippingMode } from './terms';

/** What a plan is computed from. */
export interface OrderPlanInput {
  /** The day the order is accepted: work starts then. */
  startDate: string;
  /** The buyer's needed-by date (the quote's deadline). */
  neededBy: string;
  shippingMode: ShippingMode;
  /**
   * The production lead time of the accepted offer, in days: it replaces the published bulk
   * range (both its top and its fastest figure), since the factory quoted it for this order.
   */
  bulkDays?: number;
}

/**
 * - `standard`: every step at the top of its published range, delivered by the needed-by date;
 * - `expedited`: only the fastest figures make the needed-by date;
 * - `infeasible`: not even those; the plan runs at the fastest figures and says when it can be.
 */
export type OrderPlanPace = 'standard' | 'expedited' | 'infeasible';

export interface PlannedMilestone {
  key: OrderMilestoneKey;
  label: string;
  plannedDate: string;
}

export interface OrderPlan {
  pace: OrderPlanPace;
  neededBy: string;
  /** The planned delivery date (the `delivered` milestone's). */
  deliveryDate: string;
  /** The soonest the goods can arrive from the start date, every step at its fastest. */
  earliestDelivery: string;
  canMeetNeededBy: boolean;
  /** Set when the needed-by date cannot be met: what the buyer reads before committing. */
  warning?: string;
  milestones: PlannedMilestone[];
}

function forward(
  startDate: string,
  mode: ShippingMode,
  pick: (lead: LeadTime) => number,
  bulkDays?: number,
): PlannedMilestone[] {
  let day = startDate;
  return ORDER_MILESTONES.map((key) => {
    const days =
      key === 'bulk_production' && bulkDays !== undefined ? bulkDays : pick(leadTimeOf(key, mode));
    day = addDays(day, days);
    return { key, label: ORDER_MILESTONE_LABELS[key], plannedDate: day };
  });
}

const lastDay = (milestones: readonly PlannedMilestone[]) =>
  milestones[milestones.length - 1].plannedDate;

/**
 * The baseline plan, forwards from the start: at the top of the published ranges when that
 * delivers by the needed-by date, else at the fastest figures, which either make it (expedited)
 * or give the earliest feasible delivery (infeasible, with a warning).
 */
export function planOrder(input: OrderPlanInput): OrderPlan {
  const { startDate, shippingMode, bulkDays } = input;
  const standard = forward(startDate, shippingMode, (lead) => lead.maxDays, bulkDays);
  const fastest = forward(startDate, shippingMode, (lead) => lead.minDays, bulkDays);
  const earliestDelivery = lastDay(fastest);
  const fits = (milestones: PlannedMilestone[]) =>
    daysBetween(lastDay(milestones), input.neededBy) >= 0;
  const pace: OrderPlanPace = fits(standard)
    ? 'standard'
    : fits(fastest)
      ? 'expedited'
      : 'infeasible';
  const milestones = pace === 'standard' ? standard : fastest;
  return {
    pace,
    neededBy: input.neededBy,
    deliveryDate: lastDay(milestones),
    earliestDelivery,
    canMeetNeededBy: pace !== 'infeasible',
    warning:
      pace === 'infeasible'
        ? OrderPlanMessages.cannotMeetNeededBy(input.neededBy, earliestDelivery)
        : undefined,
    milestones,
  };
}
