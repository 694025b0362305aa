import {
  INCOTERMS,
  ORDER_MILESTONES,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  SHIPPING_MODES,
  type MilestoneProgress,
  type Order,
  type OrderPlan,
  type OrderPreview,
  type OrderProgress,
  type PlannedMilestone,
  type UpcomingMilestone,
} from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  day,
  decimal,
  flag,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
  whole,
} from '../openapi/api-schema';

/** The OpenAPI shapes of contracts' Order, OrderPlan, OrderPreview and UpcomingMilestone. */
const milestoneKey = oneOfValues(ORDER_MILESTONES);
const pace = oneOfValues(['standard', 'expedited', 'infeasible']);
const incoterm = oneOfValues(INCOTERMS);
const paymentTerm = oneOfValues(PAYMENT_TERMS);
const shippingMode = oneOfValues(SHIPPING_MODES);

const PLAN_SCHEMA = objectSchema<OrderPlan>({
  pace,
  neededBy: day,
  deliveryDate: day,
  earliestDelivery: day,
  canMeetNeededBy: flag,
  warning: optional({ ...text, description: 'Set when the needed-by date cannot be met.' }),
  milestones: arrayOf(
    objectSchema<PlannedMilestone>({ key: milestoneKey, label: text, plannedDate: day }),
  ),
});

export const ORDER_PREVIEW_SCHEMA = objectSchema<OrderPreview>({
  quoteId: objectId,
  quoteReference: text,
  unitPrice: decimal,
  currency: text,
  quantity: whole,
  incoterm,
  paymentTerm,
  shippingMode,
  plan: PLAN_SCHEMA,
});

const PROGRESS_SCHEMA = objectSchema<OrderProgress>({
  stage: milestoneKey,
  deliveryDate: day,
  deliverySlipDays: whole,
  deliverySlipReason: optional(text),
  late: flag,
  atRisk: flag,
  milestones: arrayOf(
    objectSchema<MilestoneProgress>({
      key: milestoneKey,
      label: text,
      plannedDate: day,
      expectedDate: day,
      actualDate: optional(day),
      done: flag,
      late: flag,
      atRisk: flag,
      slackDays: whole,
      blocked: flag,
    }),
  ),
});

export const ORDER_SCHEMA = objectSchema<Order>({
  _id: objectId,
  reference: { type: 'string', example: 'O-2026-0001' },
  quoteId: objectId,
  quoteReference: text,
  status: oneOfValues(ORDER_STATUSES),
  buyerName: text,
  buyerEmail: text,
  company: optional(text),
  categoryKey: text,
  quantity: whole,
  unitPrice: decimal,
  currency: text,
  incoterm,
  paymentTerm,
  shippingMode,
  startDate: day,
  neededBy: day,
  pace,
  progress: PROGRESS_SCHEMA,
  calendarPath: { ...text, description: 'The iCalendar feed, its secret token included.' },
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const ORDER_LIST_SCHEMA = arrayOf(ORDER_SCHEMA);

export const UPCOMING_LIST_SCHEMA = arrayOf(
  objectSchema<UpcomingMilestone>({
    orderId: objectId,
    reference: text,
    buyerName: text,
    key: milestoneKey,
    label: text,
    expectedDate: day,
    late: flag,
    atRisk: flag,
  }),
);
