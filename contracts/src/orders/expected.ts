/**
 * The team's expected date for an open milestone: a delay the factory sees coming (or an early
 * finish) recorded before it happens, with its reason. The later dates follow it, never before
 * their minimum durations. Actual dates stay what happened (`actualDateRefusal`).
 */

import { addDays, daysBetween, parseOrderDay } from './days';
import { leadTimeOf } from './lead-times';
import { OrderExpectedMessages } from './messages';
import { ORDER_MILESTONE_LABELS, ORDER_MILESTONES, type OrderMilestoneKey } from './milestones';
import type { ShippingMode } from './terms';

export const EXPECTED_REASON_MAX_LENGTH = 500;

/** As stored on a milestone and shown on the order page. */
export interface TeamExpectedDate {
  date: string;
  reason: string;
}

/** PUT /orders/{id}/milestones/{key}/expected (admin). */
export interface MilestoneExpectedInput {
  expectedDate: string;
  reason: string;
}

/**
 * The shortest a milestone can take after the one before: its fastest published figure, or its
 * planned duration when that is shorter (a quoted bulk lead time under the published range).
 */
export function minimumDurationOf(
  key: OrderMilestoneKey,
  mode: ShippingMode,
  plannedDuration: number,
): number {
  return Math.min(leadTimeOf(key, mode).minDays, plannedDuration);
}

/** What `expectedDateRefusal` reads of the order: its progress as of today and its start. */
export interface ExpectedDateContext {
  startDate: string;
  shippingMode: ShippingMode;
  today: string;
  /** Each milestone's baseline, expected date and whether it is done (`progressOf`'s rows). */
  milestones: readonly {
    key: OrderMilestoneKey;
    plannedDate: string;
    expectedDate: string;
    done: boolean;
  }[];
}

/** The soonest the team may expect `key`: the milestone before it plus the minimum duration. */
export function earliestExpectedDate(context: ExpectedDateContext, key: OrderMilestoneKey): string {
  const index = ORDER_MILESTONES.indexOf(key);
  const own = context.milestones[index];
  const previous = index > 0 ? context.milestones[index - 1] : undefined;
  const plannedDuration = daysBetween(previous?.plannedDate ?? context.startDate, own.plannedDate);
  const from = previous?.expectedDate ?? context.startDate;
  const earliest = addDays(from, minimumDurationOf(key, context.shippingMode, plannedDuration));
  return earliest > context.today ? earliest : context.today;
}

/**
 * Why the team cannot expect `key` on `day` for `reason`, or undefined when it can. A done
 * milestone (409: its actual date is what counts), a day that is not a real one, in the past,
 * or before the minimum duration after the milestone before it, and a missing or long reason
 * (400) are refused.
 */
export function expectedDateRefusal(
  context: ExpectedDateContext,
  key: OrderMilestoneKey,
  input: { expectedDate: string; reason: string },
): string | undefined {
  const label = ORDER_MILESTONE_LABELS[key];
  const index = ORDER_MILESTONES.indexOf(key);
  if (context.milestones[index]?.done) return OrderExpectedMessages.done(label);
  if (!parseOrderDay(input.expectedDate)) return OrderExpectedMessages.dateInvalid;
  if (input.expectedDate < context.today) return OrderExpectedMessages.inPast;
  const earliest = earliestExpectedDate(context, key);
  if (input.expectedDate < earliest)
    return OrderExpectedMessages.tooSoon(
      label,
      earliest,
      index > 0 ? ORDER_MILESTONE_LABELS[ORDER_MILESTONES[index - 1]] : undefined,
    );
  const reason = input.reason.trim();
  if (!reason) return OrderExpectedMessages.reasonRequired;
  if (reason.length > EXPECTED_REASON_MAX_LENGTH) return OrderExpectedMessages.reasonTooLong;
  return undefined;
}
