/**
 * Orders after the quote (issue 23): the published lead times, the terms a buyer confirms, the
 * time-and-action milestones and the plan calculator. Pure: every function takes `today`.
 */
import { QUOTE_MAX_QUANTITY } from './quote-limits';
import { isPrice } from './quotes';
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
    if (record.actualDate !== undefined) expectedDate = record.actualDate;
    else {
      const candidates = [record.plannedDate, today];
      if (previousExpected) candidates.push(addDays(previousExpected, duration));
      expectedDate = candidates.reduce((latest, day) => (day > latest ? day : latest));
    }
    // The first milestone whose own slip adds to the delay is the reason.
    const slip = daysBetween(record.plannedDate, expectedDate);
    if (slip > slipSoFar && slipReason === undefined)
      slipReason = done
        ? OrderProgressMessages.slipDone(
            ORDER_MILESTONE_LABELS[record.key],
            expectedDate,
            slip - slipSoFar,
          )
        : OrderProgressMessages.slipOverdue(ORDER_MILESTONE_LABELS[record.key], record.plannedDate);
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
): string | undefined {
  if (!parseOrderDay(day)) return OrderMessages.actualDateInvalid;
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
