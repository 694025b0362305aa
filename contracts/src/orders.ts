/**
 * Orders after the quote (issue 23): the published lead times, the terms a buyer confirms, the
 * time-and-action milestones and the plan calculator. Pure: every function takes `today`.
 */
import { QUOTE_ATTACHMENTS_MAX_FILES, QUOTE_MAX_QUANTITY } from './quote-limits';
import { isPrice, type QuoteAttachment, type QuoteAttachmentRef } from './quotes';
import type { FieldErrors } from './validation';

export const INCOTERMS = ['FOB', 'CIF', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const PAYMENT_TERMS = ['TT', 'LC'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

export const SHIPPING_MODES = ['sea', 'air', 'courier'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

/** The time-and-action calendar, in the order the work happens. */
export const ORDER_MILESTONES = [
  'fabric_approval',
  'development_sample',
  'pre_production_sample',
  'bulk_production',
  'final_inspection',
  'shipment',
  'delivered',
] as const;
export type OrderMilestoneKey = (typeof ORDER_MILESTONES)[number];

export const ORDER_MILESTONE_LABELS: Record<OrderMilestoneKey, string> = {
  fabric_approval: 'Fabric and lab-dip approval',
  development_sample: 'Development (fit) sample',
  pre_production_sample: 'Pre-production sample',
  bulk_production: 'Bulk production',
  final_inspection: 'Final inspection',
  shipment: 'Shipment',
  delivered: 'Delivered',
};

/** A published range, in calendar days. */
export interface LeadTime {
  minDays: number;
  maxDays: number;
}

/**
 * The lead times, once. Each is the time a milestone takes after the previous one is done.
 * Samples and bulk are the figures the site publishes; the issue is silent on the others, so:
 * - fabric and lab-dip approval: 5–10 days (mill swatches and one lab-dip round);
 * - final inspection: 2–3 days (AQL 2.5/4.0 inspection and the report);
 * - shipment (ex-factory to departure, the ETD): 2–4 days (booking, loading, export papers);
 * - delivered: the transit time of the shipping mode (SHIPPING_TRANSIT_DAYS).
 */
export const ORDER_LEAD_TIMES: Record<Exclude<OrderMilestoneKey, 'delivered'>, LeadTime> = {
  fabric_approval: { minDays: 5, maxDays: 10 },
  development_sample: { minDays: 7, maxDays: 14 },
  pre_production_sample: { minDays: 10, maxDays: 15 },
  bulk_production: { minDays: 45, maxDays: 75 },
  final_inspection: { minDays: 2, maxDays: 3 },
  shipment: { minDays: 2, maxDays: 4 },
};

/** Door-to-door transit after departure, by mode (port to port plus clearance for sea). */
export const SHIPPING_TRANSIT_DAYS: Record<ShippingMode, LeadTime> = {
  sea: { minDays: 25, maxDays: 35 },
  air: { minDays: 5, maxDays: 7 },
  courier: { minDays: 3, maxDays: 5 },
};

export const DEFAULT_SHIPPING_MODE: ShippingMode = 'sea';

/** `7–14 days`: how the public pages print a range. */
export function formatLeadTime({ minDays, maxDays }: LeadTime): string {
  return `${minDays}–${maxDays} days`;
}

/**
 * An order's state. Its stage (where the work is) is the first milestone not done yet;
 * `on_hold` is set by a failed inspection until a re-inspection passes.
 */
export const ORDER_STATUSES = ['in_progress', 'on_hold', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The dashboard page of one order, for its buyer and the admins (email links open it). */
export const orderPagePath = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;

/** `O-<year>-<4 or more digits>`. */
export const ORDER_REFERENCE_PATTERN = /^O-\d{4}-\d{4,}$/;

export function formatOrderReference(year: number, sequence: number): string {
  return `O-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * What the notifications outbox will listen for (issue 23's list). The API emits these names
 * when the thing happens; nothing sends mail from here.
 */
export const ORDER_EVENTS = [
  'order.created',
  'order.milestone_recorded',
  'order.milestone_late',
  'order.sample_round_waiting',
  'order.sample_decided',
  'order.inspection_passed',
  'order.inspection_failed',
  'order.shipped',
] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

// ---------------------------------------------------------------------------------------------
// Calendar days as YYYY-MM-DD, computed in UTC so a plan never depends on the server's zone.

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC midnight of a YYYY-MM-DD day, or undefined when it is not a real calendar date. */
export function parseOrderDay(value: string): Date | undefined {
  if (value.length !== 10 || !DAY_PATTERN.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : date;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day of a timestamp, in UTC. */
export function dayOfDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The plan.

export function leadTimeOf(key: OrderMilestoneKey, mode: ShippingMode): LeadTime {
  return key === 'delivered' ? SHIPPING_TRANSIT_DAYS[mode] : ORDER_LEAD_TIMES[key];
}

/** What a plan is computed from. */
export interface OrderPlanInput {
  /** The day the order is accepted: work starts then. */
  startDate: string;
  /** The buyer's needed-by date (the quote's deadline). */
  neededBy: string;
  shippingMode: ShippingMode;
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
): PlannedMilestone[] {
  let day = startDate;
  return ORDER_MILESTONES.map((key) => {
    day = addDays(day, pick(leadTimeOf(key, mode)));
    return { key, label: ORDER_MILESTONE_LABELS[key], plannedDate: day };
  });
}

const lastDay = (milestones: readonly PlannedMilestone[]) =>
  milestones[milestones.length - 1].plannedDate;

export const OrderPlanMessages = {
  cannotMeetNeededBy: (neededBy: string, earliest: string) =>
    `The needed-by date ${neededBy} cannot be met: the earliest delivery is ${earliest}`,
  expedited: 'The needed-by date is met only if every step runs at its fastest',
} as const;

/**
 * The baseline plan, forwards from the start: at the top of the published ranges when that
 * delivers by the needed-by date, else at the fastest figures, which either make it (expedited)
 * or give the earliest feasible delivery (infeasible, with a warning).
 */
export function planOrder(input: OrderPlanInput): OrderPlan {
  const standard = forward(input.startDate, input.shippingMode, (lead) => lead.maxDays);
  const fastest = forward(input.startDate, input.shippingMode, (lead) => lead.minDays);
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

// ---------------------------------------------------------------------------------------------
// Progress: actual dates against the plan.

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

export const OrderProgressMessages = {
  slipDone: (label: string, actual: string, days: number) =>
    `${label} was completed on ${actual}, ${days} ${days === 1 ? 'day' : 'days'} after plan`,
  slipOverdue: (label: string, planned: string) =>
    `${label} was due on ${planned} and is not done yet`,
  slipResample: (label: string, requestedOn: string, round: number) =>
    `Changes to the ${label.toLowerCase()} were requested on ${requestedOn}: round ${round} is being made`,
} as const;

/**
 * Actual dates against the baseline. A milestone not done is expected at the latest of its
 * baseline, the previous milestone's expected date plus its own planned duration, and today
 * (it cannot finish in the past): so one slip moves every later date by as much.
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
    if (record.actualDate !== undefined) expectedDate = record.actualDate;
    else {
      const candidates = [record.plannedDate, today];
      if (previousExpected) candidates.push(addDays(previousExpected, duration));
      expectedDate = candidates.reduce((latest, day) => (day > latest ? day : latest));
      if (record.resample) {
        const due = resampleDueDate(record.key, record.resample.requestedOn);
        if (due > expectedDate) {
          expectedDate = due;
          resampled = true;
        }
      }
    }
    // The first milestone whose own slip adds to the delay is the reason.
    const slip = daysBetween(record.plannedDate, expectedDate);
    if (slip > slipSoFar && slipReason === undefined)
      slipReason = resampled
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

export const OrderMessages = {
  orderNotFound: 'Order not found',
  quoteNotQuoted: 'Only a quoted request can be accepted',
  quoteNotAccepted: 'Only a quoted or won request can become an order',
  quoteAlreadyOrdered: 'This quote has already become an order',
  offerChanged: 'The quote has changed since you read it: review the price and quantity again',
  incotermInvalid: `Choose an Incoterm: ${INCOTERMS.join(', ')}`,
  paymentTermInvalid: `Choose a payment term: ${PAYMENT_TERMS.join(', ')}`,
  shippingModeInvalid: `Choose a shipping mode: ${SHIPPING_MODES.join(', ')}`,
  milestoneUnknown: 'Unknown milestone',
  actualDateInvalid: 'Enter the actual date as YYYY-MM-DD',
  actualDateInFuture: 'An actual date cannot be in the future',
  actualDateBeforeStart: 'An actual date cannot be before the order started',
  actualDateBeforePrevious: (label: string) => `An actual date cannot be before ${label}'s`,
  previousNotDone: (label: string) => `Record ${label} first`,
  bulkBeforePreProduction:
    'Bulk production cannot start before the pre-production sample is approved',
  laterAlreadyRecorded: (label: string) => `${label} is already recorded after this milestone`,
  orderClosed: 'This order is closed',
  quoteIdInvalid: 'Choose the quote to accept',
  unitPriceInvalid: 'Confirm the quoted unit price',
  quantityInvalid: 'Confirm the quoted quantity',
  sampleRecordedByApproval: (label: string) =>
    `${label} is recorded when the buyer approves a sample round`,
  sampleMilestoneUnknown: `Choose a sample milestone: ${['development_sample', 'pre_production_sample'].join(', ')}`,
  roundNotFound: 'Sample round not found',
  roundWaiting: (round: number) => `Round ${round} is still waiting for the buyer’s decision`,
  roundAlreadyDecided: (round: number) => `Round ${round} has already been decided`,
  roundNotLatest: 'Only the latest round can be decided',
  sampleAlreadyApproved: (label: string) => `The ${label.toLowerCase()} is already approved`,
  roundNeedsContent: 'Add photos, a PDF or measurements to the round',
  measurementsTooLong: `Measurements: at most ${2000} characters`,
  noteTooLong: `Note: at most ${2000} characters`,
  decisionInvalid: 'Choose approved or changes_requested',
  commentRequired: 'Say what should change',
  commentTooLong: `Comment: at most ${2000} characters`,
  filesInvalid:
    'Files must be uploaded first (POST /quotes/attachments) and sent as { id, uploadToken }',
  filesTooMany: `At most ${QUOTE_ATTACHMENTS_MAX_FILES} files`,
  aqlLevelInvalid: 'Choose an AQL level: 1.0, 1.5, 2.5, 4.0 or 6.5',
  sampleSizeInvalid: 'Enter the sample size: a whole number of pieces, 1 or more',
  defectsInvalid: 'Enter the defects found as whole numbers, 0 or more',
  resultInvalid: 'Choose the result: pass or fail',
  inspectedOnInvalid: 'Enter the inspection date as YYYY-MM-DD, not in the future',
  onHold: 'The order is on hold until a re-inspection passes',
  carrierInvalid: 'Enter the carrier (at most 100 characters)',
  trackingInvalid: 'Enter the tracking number (at most 100 characters)',
  etdInvalid: 'Enter the ETD as YYYY-MM-DD',
  etaInvalid: 'Enter the ETA as YYYY-MM-DD, on or after the ETD',
  documentKindInvalid: 'A shipment document is a packing_list or a commercial_invoice',
  fileNotFound: 'File not found',
  orderChanged: 'The order changed meanwhile: reload it and try again',
  onlyBuyerDecides: 'Only the order’s buyer decides on a sample round',
  filesUnknown: 'Files must be uploaded with POST /quotes/attachments and used once',
} as const;

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

// ---------------------------------------------------------------------------------------------
// What crosses HTTP.

/** POST /orders and POST /orders/preview: the terms the buyer confirms. */
export interface OrderAcceptanceInput {
  quoteId: string;
  /** Must equal the quote's offer: the buyer confirms what they read. */
  unitPrice: number;
  quantity: number;
  incoterm: Incoterm;
  paymentTerm: PaymentTerm;
  shippingMode?: ShippingMode;
}

/** POST /orders/preview: the plan the order would get, before anything is stored. */
export interface OrderPreview {
  quoteId: string;
  quoteReference: string;
  unitPrice: number;
  currency: string;
  quantity: number;
  incoterm: Incoterm;
  paymentTerm: PaymentTerm;
  shippingMode: ShippingMode;
  plan: OrderPlan;
}

/** An order as its buyer (or an admin) sees it. */
export interface Order {
  _id: string;
  reference: string;
  quoteId: string;
  quoteReference: string;
  status: OrderStatus;
  buyerName: string;
  buyerEmail: string;
  company?: string;
  categoryKey: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  incoterm: Incoterm;
  paymentTerm: PaymentTerm;
  shippingMode: ShippingMode;
  startDate: string;
  neededBy: string;
  pace: OrderPlanPace;
  progress: OrderProgress;
  /** The order's iCalendar feed, token included: the buyer subscribes to it in any calendar. */
  calendarPath: string;
  /** Every sample round, by milestone then round. */
  samples: SampleRound[];
  /** Inspection reports, newest first. */
  inspections: Inspection[];
  /** Set while `status` is `on_hold`. */
  hold?: OrderHold;
  shipment?: Shipment;
  /** What only the buyer can do now, e.g. "Approve the pre-production sample". */
  waitingOn: BuyerAction[];
  createdAt: string;
  updatedAt: string;
}

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

/** PATCH /orders/{id}/milestones/{key}. */
export interface MilestoneActualInput {
  actualDate: string;
}

export type OrderAcceptanceField = keyof OrderAcceptanceInput;

const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;
const isOneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

/** The shape rules of an acceptance; whether it matches the quote is the API's (409). */
export function validateOrderAcceptance(
  input: Partial<Record<OrderAcceptanceField, unknown>>,
): FieldErrors<OrderAcceptanceField> {
  const errors: FieldErrors<OrderAcceptanceField> = {};
  if (typeof input.quoteId !== 'string' || !OBJECT_ID_PATTERN.test(input.quoteId))
    errors.quoteId = OrderMessages.quoteIdInvalid;
  if (!isPrice(input.unitPrice)) errors.unitPrice = OrderMessages.unitPriceInvalid;
  if (
    typeof input.quantity !== 'number' ||
    !Number.isInteger(input.quantity) ||
    input.quantity < 1 ||
    input.quantity > QUOTE_MAX_QUANTITY
  )
    errors.quantity = OrderMessages.quantityInvalid;
  if (!isOneOf(INCOTERMS, input.incoterm)) errors.incoterm = OrderMessages.incotermInvalid;
  if (!isOneOf(PAYMENT_TERMS, input.paymentTerm))
    errors.paymentTerm = OrderMessages.paymentTermInvalid;
  if (
    input.shippingMode !== undefined &&
    input.shippingMode !== null &&
    !isOneOf(SHIPPING_MODES, input.shippingMode)
  )
    errors.shippingMode = OrderMessages.shippingModeInvalid;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Sample rounds, inspections, the shipment and what the buyer is waiting on.

/** The milestones that have sample rounds; each is done the day the buyer approves a round. */
export const SAMPLE_MILESTONES = ['development_sample', 'pre_production_sample'] as const;
export type SampleMilestoneKey = (typeof SAMPLE_MILESTONES)[number];

export function isSampleMilestone(key: string): key is SampleMilestoneKey {
  return (SAMPLE_MILESTONES as readonly string[]).includes(key);
}

/**
 * When a re-made sample can be expected after the buyer asked for changes on `requestedOn`:
 * the milestone's fastest published lead time (the fabric and patterns are there already).
 */
export function resampleDueDate(key: OrderMilestoneKey, requestedOn: string): string {
  return addDays(requestedOn, leadTimeOf(key, DEFAULT_SHIPPING_MODE).minDays);
}

export const SAMPLE_DECISIONS = ['approved', 'changes_requested'] as const;
export type SampleDecisionKind = (typeof SAMPLE_DECISIONS)[number];

/** A file on an order (photos, a PDF): `path` downloads it for the buyer and the admins. */
export interface OrderFile extends QuoteAttachment {
  /** `/orders/<orderId>/files/<fileId>`. */
  path: string;
}

/** Who did something and when: shown on the order and written to the audit trail. */
export interface OrderActor {
  name: string;
  email: string;
  role: 'admin' | 'buyer';
  at: string;
}

export interface SampleDecision {
  decision: SampleDecisionKind;
  comment?: string;
  files: OrderFile[];
  by: OrderActor;
}

export type SampleRoundStatus = 'waiting' | SampleDecisionKind;

/** One sample the factory sent for a sample milestone, and the buyer's decision on it. */
export interface SampleRound {
  milestone: SampleMilestoneKey;
  label: string;
  /** 1, 2, … per milestone. */
  round: number;
  measurements?: string;
  note?: string;
  files: OrderFile[];
  postedBy: OrderActor;
  status: SampleRoundStatus;
  decision?: SampleDecision;
}

export const SAMPLE_TEXT_MAX_LENGTH = 2000;

/** POST /orders/{id}/samples/{milestone}/rounds (admin). Files come from POST /quotes/attachments. */
export interface SampleRoundInput {
  measurements?: string;
  note?: string;
  files?: QuoteAttachmentRef[];
}

/** POST /orders/{id}/samples/{milestone}/rounds/{round}/decision (the order's buyer). */
export interface SampleDecisionInput {
  decision: SampleDecisionKind;
  /** Required when asking for changes. */
  comment?: string;
  files?: QuoteAttachmentRef[];
}

export const AQL_LEVELS = ['1.0', '1.5', '2.5', '4.0', '6.5'] as const;
export type AqlLevel = (typeof AQL_LEVELS)[number];
export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export interface DefectCounts {
  critical: number;
  major: number;
  minor: number;
}

/** POST /orders/{id}/inspections (admin). */
export interface InspectionInput {
  aqlLevel: AqlLevel;
  sampleSize: number;
  defects: DefectCounts;
  result: InspectionResult;
  /** Defaults to today. */
  inspectedOn?: string;
  note?: string;
  files?: QuoteAttachmentRef[];
}

export interface Inspection {
  _id: string;
  aqlLevel: AqlLevel;
  sampleSize: number;
  defects: DefectCounts;
  result: InspectionResult;
  inspectedOn: string;
  note?: string;
  files: OrderFile[];
  by: OrderActor;
}

/** Set while the order is `on_hold`: the failed inspection that put it there. */
export interface OrderHold {
  since: string;
  reason: string;
  inspectionId: string;
}

export const OrderHoldMessages = {
  failedInspection: (day: string) =>
    `The final inspection on ${day} failed: the order is on hold until a re-inspection passes`,
} as const;

export const SHIPMENT_DOCUMENT_KINDS = ['packing_list', 'commercial_invoice'] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];
export const SHIPMENT_DOCUMENT_LABELS: Record<ShipmentDocumentKind, string> = {
  packing_list: 'Packing list',
  commercial_invoice: 'Commercial invoice',
};

/** PUT /orders/{id}/shipment (admin): the whole shipment each time; documents kept unless sent. */
export interface ShipmentInput {
  mode: ShippingMode;
  incoterm: Incoterm;
  carrier: string;
  trackingNumber: string;
  etd: string;
  eta: string;
  documents?: { kind: ShipmentDocumentKind; file: QuoteAttachmentRef }[];
}

export interface ShipmentDocument {
  kind: ShipmentDocumentKind;
  label: string;
  file: OrderFile;
}

export interface Shipment {
  mode: ShippingMode;
  incoterm: Incoterm;
  carrier: string;
  trackingNumber: string;
  etd: string;
  eta: string;
  documents: ShipmentDocument[];
  by: OrderActor;
}

/** Something only the buyer can do, e.g. "Approve the pre-production sample". */
export interface BuyerAction {
  kind: 'sample_decision';
  milestone: SampleMilestoneKey;
  round: number;
  label: string;
}

export const BuyerActionLabels = {
  sampleDecision: (label: string) => `Approve the ${label.toLowerCase()}`,
} as const;

/** What waits on the buyer: the latest round of each sample milestone still undecided. */
export function waitingOnBuyer(
  rounds: readonly Pick<SampleRound, 'milestone' | 'round' | 'status'>[],
): BuyerAction[] {
  return SAMPLE_MILESTONES.flatMap((milestone) => {
    const latest = rounds
      .filter((round) => round.milestone === milestone)
      .reduce<Pick<SampleRound, 'round' | 'status'> | undefined>(
        (last, round) => (!last || round.round > last.round ? round : last),
        undefined,
      );
    return latest?.status === 'waiting'
      ? [
          {
            kind: 'sample_decision' as const,
            milestone,
            round: latest.round,
            label: BuyerActionLabels.sampleDecision(ORDER_MILESTONE_LABELS[milestone]),
          },
        ]
      : [];
  });
}

/**
 * The order extensions, carried by `Order` (see above):
 * - `samples`: every round, by milestone then round number;
 * - `inspections`: newest first; `hold` while on hold;
 * - `shipment` once an admin has entered it;
 * - `waitingOn`: the buyer's pending actions.
 */
export interface OrderFollowUp {
  samples: SampleRound[];
  inspections: Inspection[];
  hold?: OrderHold;
  shipment?: Shipment;
  waitingOn: BuyerAction[];
}

/** GET /orders/mine/summary: Profile's activity card. */
export interface OrderActivitySummary {
  /** In progress or on hold. */
  activeOrders: number;
  /** Delivered. */
  completedOrders: number;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const isFileRefs = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (ref) =>
      typeof ref === 'object' &&
      ref !== null &&
      typeof (ref as QuoteAttachmentRef).id === 'string' &&
      OBJECT_ID.test((ref as QuoteAttachmentRef).id) &&
      typeof (ref as QuoteAttachmentRef).uploadToken === 'string' &&
      (ref as QuoteAttachmentRef).uploadToken.length > 0 &&
      (ref as QuoteAttachmentRef).uploadToken.length <= 200,
  );
const filesError = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : !isFileRefs(value)
      ? OrderMessages.filesInvalid
      : (value as unknown[]).length > QUOTE_ATTACHMENTS_MAX_FILES
        ? OrderMessages.filesTooMany
        : undefined;
const optionalText = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;

export function validateSampleRound(
  input: Partial<Record<keyof SampleRoundInput, unknown>>,
): FieldErrors<keyof SampleRoundInput> {
  const errors: FieldErrors<keyof SampleRoundInput> = {};
  if (!optionalText(input.measurements, SAMPLE_TEXT_MAX_LENGTH))
    errors.measurements = OrderMessages.measurementsTooLong;
  if (!optionalText(input.note, SAMPLE_TEXT_MAX_LENGTH)) errors.note = OrderMessages.noteTooLong;
  const files = filesError(input.files);
  if (files) errors.files = files;
  if (
    !errors.measurements &&
    !errors.files &&
    !hasText(input.measurements) &&
    !(Array.isArray(input.files) && input.files.length > 0)
  )
    errors.files = OrderMessages.roundNeedsContent;
  return errors;
}

export function validateSampleDecision(
  input: Partial<Record<keyof SampleDecisionInput, unknown>>,
): FieldErrors<keyof SampleDecisionInput> {
  const errors: FieldErrors<keyof SampleDecisionInput> = {};
  if (!isOneOf(SAMPLE_DECISIONS, input.decision)) errors.decision = OrderMessages.decisionInvalid;
  if (!optionalText(input.comment, SAMPLE_TEXT_MAX_LENGTH))
    errors.comment = OrderMessages.commentTooLong;
  else if (input.decision === 'changes_requested' && !hasText(input.comment))
    errors.comment = OrderMessages.commentRequired;
  const files = filesError(input.files);
  if (files) errors.files = files;
  return errors;
}

export function validateInspection(
  input: Partial<Record<keyof InspectionInput, unknown>>,
  today: string,
): FieldErrors<keyof InspectionInput> {
  const errors: FieldErrors<keyof InspectionInput> = {};
  if (!isOneOf(AQL_LEVELS, input.aqlLevel)) errors.aqlLevel = OrderMessages.aqlLevelInvalid;
  if (!isCount(input.sampleSize) || (input.sampleSize as number) < 1)
    errors.sampleSize = OrderMessages.sampleSizeInvalid;
  const defects = input.defects as Partial<Record<keyof DefectCounts, unknown>> | undefined;
  if (
    typeof defects !== 'object' ||
    defects === null ||
    Array.isArray(defects) ||
    !isCount(defects.critical) ||
    !isCount(defects.major) ||
    !isCount(defects.minor)
  )
    errors.defects = OrderMessages.defectsInvalid;
  if (!isOneOf(INSPECTION_RESULTS, input.result)) errors.result = OrderMessages.resultInvalid;
  if (
    input.inspectedOn !== undefined &&
    input.inspectedOn !== null &&
    (typeof input.inspectedOn !== 'string' ||
      !parseOrderDay(input.inspectedOn) ||
      input.inspectedOn > today)
  )
    errors.inspectedOn = OrderMessages.inspectedOnInvalid;
  if (!optionalText(input.note, SAMPLE_TEXT_MAX_LENGTH)) errors.note = OrderMessages.noteTooLong;
  const files = filesError(input.files);
  if (files) errors.files = files;
  return errors;
}

export const SHIPMENT_TEXT_MAX_LENGTH = 100;

export function validateShipment(
  input: Partial<Record<keyof ShipmentInput, unknown>>,
): FieldErrors<keyof ShipmentInput> {
  const errors: FieldErrors<keyof ShipmentInput> = {};
  if (!isOneOf(SHIPPING_MODES, input.mode)) errors.mode = OrderMessages.shippingModeInvalid;
  if (!isOneOf(INCOTERMS, input.incoterm)) errors.incoterm = OrderMessages.incotermInvalid;
  if (!hasText(input.carrier) || (input.carrier as string).length > SHIPMENT_TEXT_MAX_LENGTH)
    errors.carrier = OrderMessages.carrierInvalid;
  if (
    !hasText(input.trackingNumber) ||
    (input.trackingNumber as string).length > SHIPMENT_TEXT_MAX_LENGTH
  )
    errors.trackingNumber = OrderMessages.trackingInvalid;
  const etdOk = typeof input.etd === 'string' && parseOrderDay(input.etd) !== undefined;
  if (!etdOk) errors.etd = OrderMessages.etdInvalid;
  if (
    typeof input.eta !== 'string' ||
    !parseOrderDay(input.eta) ||
    (etdOk && input.eta < (input.etd as string))
  )
    errors.eta = OrderMessages.etaInvalid;
  const documents = input.documents;
  if (documents !== undefined && documents !== null) {
    if (
      !Array.isArray(documents) ||
      documents.length > SHIPMENT_DOCUMENT_KINDS.length ||
      !documents.every(
        (document) =>
          typeof document === 'object' &&
          document !== null &&
          isOneOf(SHIPMENT_DOCUMENT_KINDS, (document as { kind?: unknown }).kind) &&
          isFileRefs([(document as { file?: unknown }).file]),
      )
    )
      errors.documents = OrderMessages.documentKindInvalid;
  }
  return errors;
}
