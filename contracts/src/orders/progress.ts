/** Progress: actual dates against the plan, and when an actual date can be recorded. */

import { addDays, daysBetween, parseOrderDay } from './days';
import { leadTimeOf } from './lead-times';
import { OrderMessages, OrderProgressMessages } from './messages';
import { ORDER_MILESTONE_LABELS, ORDER_MILESTONES, type OrderMilestoneKey } from './milestones';
import { minimumDurationOf, type TeamExpectedDate } from './expected';
import { isSampleMilestone, resampleDueDate } from './samples';
import type { ShippingMode } from './terms';

/** A milestone as stored on an order: its baseline date and, once done, its actual date. */
export interface MilestoneRecord {
  key: OrderMilestoneKey;
  plannedDate: string;
  actualDate?: string;
  /**
   * A sample milestone whose latest round the buyer sent back: the day of that request and the
   * round it opens. The new sample cannot be expected before the day plus the milestone's
   * fastest lead time (see `resampleDueDate`).
   */
  resample?: { requestedOn: string; round: number };
  /**
   * The team's expected date for the milestone while it is open, and why (a delay the factory
   * sees coming, or an early finish): the later dates follow it (see `expectedDateRefusal`).
   */
  expected?: TeamExpectedDate;
}

export interface MilestoneProgress {
  key: OrderMilestoneKey;
  label: string;
  /** The baseline, as planned at acceptance. */
  plannedDate: string;
  /** The actual date when done, else the forecast: moved later by any earlier slip. */
  expectedDate: string;
  actualDate?: string;
  done: boolean;
  /** Not done and the baseline has passed. */
  late: boolean;
  /** Not done and no slack is left against the needed-by date. */
  atRisk: boolean;
  /** Days the forecast can still slip before the needed-by date is missed. */
  slackDays: number;
  /** Waiting on an earlier milestone that is not done (bulk waits on pre-production approval). */
  blocked: boolean;
  /** The team's expected date and its reason, while the milestone is open. */
  expected?: TeamExpectedDate;
}

export interface OrderProgress {
  milestones: MilestoneProgress[];
  /** The current stage: the first milestone not done, or `delivered` when everything is. */
  stage: OrderMilestoneKey;
  /** The forecast delivery date. */
  deliveryDate: string;
  /** Days the forecast delivery moved from the baseline (positive: later). */
  deliverySlipDays: number;
  /** Why the delivery date moved, in the buyer's words; absent when it has not. */
  deliverySlipReason?: string;
  late: boolean;
  atRisk: boolean;
}

/**
 * Actual dates against the baseline; the plan moves both ways. A milestone not done is expected
 * at the previous milestone's expected date plus its own planned duration, and not before today (it cannot finish in the past): one slip
 * moves every later date by as much, and a milestone done early brings them forward. The first
 * milestone keeps its baseline. A changes request on a sample adds a new round's duration.
 */
export function progressOf(
  records: readonly MilestoneRecord[],
  neededBy: string,
  shippingMode: ShippingMode,
  today: string,
): OrderProgress {
  const byKey = new Map(records.map((record) => [record.key, record]));
  const ordered = ORDER_MILESTONES.map((key) => {
    const record = byKey.get(key);
    if (!record) throw new Error(`The order has no ${key} milestone`);
    return record;
  });
  const milestones: MilestoneProgress[] = [];
  let previousPlanned: string | undefined;
  let previousExpected: string | undefined;
  let allBeforeDone = true;
  let slipReason: string | undefined;
  let slipSoFar = 0;
  ordered.forEach((record, index) => {
    const done = record.actualDate !== undefined;
    const duration = previousPlanned ? daysBetween(previousPlanned, record.plannedDate) : 0;
    let expectedDate: string;
    let resampled = false;
    let teamMoved = false;
    const latestOf = (days: string[]) =>
      days.reduce((latest, day) => (day > latest ? day : latest));
    if (record.actualDate !== undefined) expectedDate = record.actualDate;
    else if (record.expected) {
      // The team's word replaces the planned duration, but never comes before the milestone's
      // minimum duration after the one before (which may itself have moved since).
      const floor = previousExpected
        ? addDays(previousExpected, minimumDurationOf(record.key, shippingMode, duration))
        : today;
      expectedDate = latestOf([today, record.expected.date, floor]);
      teamMoved = expectedDate === record.expected.date;
    } else {
      // The planned duration is at least the fastest published one (or the quoted lead time),
      // so a date brought forward never comes before its minimum duration.
      expectedDate = latestOf([
        today,
        previousExpected ? addDays(previousExpected, duration) : record.plannedDate,
      ]);
      if (record.resample) {
        const due = resampleDueDate(record.key, record.resample.requestedOn, expectedDate);
        if (due > expectedDate) {
          expectedDate = due;
          resampled = true;
        }
      }
    }
    // The first milestone whose own slip adds to the delay is the reason.
    const slip = daysBetween(record.plannedDate, expectedDate);
    if (slip > slipSoFar && slipReason === undefined)
      slipReason =
        teamMoved && !resampled
          ? OrderProgressMessages.slipExpected(
              ORDER_MILESTONE_LABELS[record.key],
              expectedDate,
              record.expected?.reason ?? '',
            )
          : resampled
            ? OrderProgressMessages.slipResample(
                ORDER_MILESTONE_LABELS[record.key],
                record.resample?.requestedOn ?? '',
                record.resample?.round ?? 0,
              )
            : done
              ? OrderProgressMessages.slipDone(
                  ORDER_MILESTONE_LABELS[record.key],
                  expectedDate,
                  slip - slipSoFar,
                )
              : OrderProgressMessages.slipOverdue(
                  ORDER_MILESTONE_LABELS[record.key],
                  record.plannedDate,
                );
    slipSoFar = Math.max(slipSoFar, slip);
    // The latest this milestone may finish and still deliver on time at the fastest figures.
    const fastestAfter = ORDER_MILESTONES.slice(index + 1).reduce(
      (sum, key) => sum + leadTimeOf(key, shippingMode).minDays,
      0,
    );
    const slackDays = daysBetween(expectedDate, addDays(neededBy, -fastestAfter));
    milestones.push({
      key: record.key,
      label: ORDER_MILESTONE_LABELS[record.key],
      plannedDate: record.plannedDate,
      expectedDate,
      actualDate: record.actualDate,
      done,
      late: !done && today > record.plannedDate,
      atRisk: !done && slackDays <= 0,
      slackDays,
      blocked: !done && !allBeforeDone,
      ...(!done && record.expected ? { expected: record.expected } : {}),
    });
    allBeforeDone = allBeforeDone && done;
    previousPlanned = record.plannedDate;
    previousExpected = expectedDate;
  });
  const delivered = milestones[milestones.length - 1];
  const deliverySlipDays = daysBetween(delivered.plannedDate, delivered.expectedDate);
  return {
    milestones,
    stage: milestones.find((milestone) => !milestone.done)?.key ?? 'delivered',
    deliveryDate: delivered.expectedDate,
    deliverySlipDays,
    deliverySlipReason: deliverySlipDays > 0 ? slipReason : undefined,
    late: milestones.some((milestone) => milestone.late),
    atRisk: milestones.some((milestone) => milestone.atRisk),
  };
}

/**
 * Why an actual date cannot be recorded for `key` on `day` (409-type refusals and 400-type
 * shape errors alike), or undefined when it can. Bulk waits for the pre-production approval.
 */
export function actualDateRefusal(
  records: readonly MilestoneRecord[],
  startDate: string,
  key: OrderMilestoneKey,
  day: string,
  today: string,
  via: 'admin' | 'approval' = 'admin',
): string | undefined {
  if (!parseOrderDay(day)) return OrderMessages.actualDateInvalid;
  if (via === 'admin' && isSampleMilestone(key))
    return OrderMessages.sampleRecordedByApproval(ORDER_MILESTONE_LABELS[key]);
  if (day > today) return OrderMessages.actualDateInFuture;
  if (day < startDate) return OrderMessages.actualDateBeforeStart;
  const index = ORDER_MILESTONES.indexOf(key);
  const byKey = new Map(records.map((record) => [record.key, record]));
  const previousKey = index > 0 ? ORDER_MILESTONES[index - 1] : undefined;
  const previous = previousKey ? byKey.get(previousKey) : undefined;
  if (previousKey && previous?.actualDate === undefined)
    return previousKey === 'pre_production_sample'
      ? OrderMessages.bulkBeforePreProduction
      : OrderMessages.previousNotDone(ORDER_MILESTONE_LABELS[previousKey]);
  if (previousKey && previous?.actualDate && day < previous.actualDate)
    return OrderMessages.actualDateBeforePrevious(ORDER_MILESTONE_LABELS[previousKey]);
  const nextKey = ORDER_MILESTONES[index + 1];
  if (nextKey && byKey.get(nextKey)?.actualDate !== undefined)
    return OrderMessages.laterAlreadyRecorded(ORDER_MILESTONE_LABELS[nextKey]);
  return undefined;
}

/** PATCH /orders/{id}/milestones/{key}. */
export interface MilestoneActualInput {
  actualDate: string;
}
