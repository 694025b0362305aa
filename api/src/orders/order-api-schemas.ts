import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ORDER_PAYMENTS_SCHEMA } from './order-payment-schemas';
import {
  AQL_LEVELS,
  INCOTERMS,
  INSPECTION_RESULTS,
  ORDER_MILESTONES,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  SAMPLE_DECISIONS,
  SAMPLE_MILESTONES,
  SHIPMENT_DOCUMENT_KINDS,
  SHIPPING_MODES,
  type BuyerAction,
  type DefectCounts,
  type TeamExpectedDate,
  type Inspection,
  type MilestoneProgress,
  type Order,
  type OrderLine,
  type OrderActivitySummary,
  type OrderBoardCard,
  type OrderBoardColumn,
  type OrderBoardSummary,
  type OrderActor,
  type OrderFile,
  type OrderHold,
  type OrderPlan,
  type OrderPlanPace,
  type OrderPreview,
  type OrderProgress,
  type PlannedMilestone,
  type SampleDecision,
  type SampleRound,
  type SampleRoundStatus,
  type Shipment,
  type ShipmentDocument,
  type UpcomingMilestone,
} from '@threadline/contracts';
import {
  CODE_LETTERS,
  INSPECTION_AQLS,
  INSPECTION_LEVELS,
  type InspectionPlan,
  type SamplingPlan,
} from '@threadline/contracts/orders';
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

/**
 * The OpenAPI shapes of contracts' Order (with its samples, inspections, hold, shipment and
 * what waits on the buyer), OrderPlan, OrderPreview, UpcomingMilestone and
 * OrderActivitySummary: each written against its type, so the two cannot drift apart.
 */
const milestoneKey = oneOfValues(ORDER_MILESTONES);
const sampleKey = oneOfValues(SAMPLE_MILESTONES);
const pace = oneOfValues(['standard', 'expedited', 'infeasible'] satisfies OrderPlanPace[]);
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

const minor: SchemaObject = { ...whole, minimum: 0, description: 'Minor units (cents).' };
/** A line of an order accepted from an offer of lines (issue 37). */
const ORDER_LINE_SCHEMA = objectSchema<OrderLine>({
  line: whole,
  type: oneOfValues(['style', 'quick']),
  label: text,
  styleId: optional(text),
  versionId: optional({ ...text, description: 'The pinned version, `<styleId>:<n>`.' }),
  version: optional(whole),
  colourways: arrayOf(text),
  sizes: arrayOf(text),
  quantities: { ...arrayOf(arrayOf(whole)), description: 'Rows: colourways; columns: sizes.' },
  quantity: whole,
  unitPriceMinor: minor,
  totalMinor: minor,
});
const linesField = optional({
  ...arrayOf(ORDER_LINE_SCHEMA),
  description: 'From an offer of lines only: each line at its price break.',
});
const totalField = optional({ ...minor, description: 'The lines’ total (with `lines`).' });

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
  lines: linesField,
  totalMinor: totalField,
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
      expected: optional(
        objectSchema<TeamExpectedDate>(
          { date: day, reason: text },
          'The team’s expected date and why, while the milestone is open.',
        ),
      ),
    }),
  ),
});

const FILE_SCHEMA = objectSchema<OrderFile>({
  id: objectId,
  fileName: text,
  contentType: { type: 'string', example: 'application/pdf' },
  size: { ...whole, description: 'Bytes.' },
  path: { ...text, description: '/orders/{id}/files/{fileId}' },
});
const files = arrayOf(FILE_SCHEMA);

const ACTOR_SCHEMA = objectSchema<OrderActor>({
  name: text,
  email: text,
  role: oneOfValues(['admin', 'buyer'] satisfies OrderActor['role'][]),
  at: dateTime,
});

const SAMPLE_DECISION_SCHEMA = objectSchema<SampleDecision>({
  decision: oneOfValues(SAMPLE_DECISIONS),
  comment: optional(text),
  files,
  by: ACTOR_SCHEMA,
});

const SAMPLE_ROUND_SCHEMA = objectSchema<SampleRound>({
  milestone: sampleKey,
  label: text,
  round: whole,
  measurements: optional(text),
  note: optional(text),
  files,
  postedBy: ACTOR_SCHEMA,
  status: oneOfValues(['waiting', ...SAMPLE_DECISIONS] satisfies SampleRoundStatus[]),
  decision: optional(SAMPLE_DECISION_SCHEMA),
});

const SAMPLING_PLAN_SCHEMA = objectSchema<SamplingPlan>({
  aql: oneOfValues(INSPECTION_AQLS),
  codeLetter: oneOfValues(CODE_LETTERS),
  sampleSize: whole,
  accept: whole,
  reject: whole,
  arrow: optional(oneOfValues(['down', 'up'])),
});

const INSPECTION_PLAN_SCHEMA = objectSchema<InspectionPlan>(
  {
    lotSize: whole,
    level: oneOfValues(INSPECTION_LEVELS),
    codeLetter: oneOfValues(CODE_LETTERS),
    sampleSize: whole,
    wholeLot: flag,
    classes: objectSchema<InspectionPlan['classes']>({
      critical: SAMPLING_PLAN_SCHEMA,
      major: SAMPLING_PLAN_SCHEMA,
      minor: SAMPLING_PLAN_SCHEMA,
    }),
  },
  'ISO 2859-1 single sampling, normal inspection, computed by the server.',
);

const INSPECTION_SCHEMA = objectSchema<Inspection>({
  _id: objectId,
  plan: optional(INSPECTION_PLAN_SCHEMA),
  reasons: optional(arrayOf(text)),
  aqlLevel: optional(oneOfValues(AQL_LEVELS)),
  sampleSize: whole,
  defects: objectSchema<DefectCounts>({ critical: whole, major: whole, minor: whole }),
  result: oneOfValues(INSPECTION_RESULTS),
  inspectedOn: day,
  note: optional(text),
  files,
  by: ACTOR_SCHEMA,
});

const HOLD_SCHEMA = objectSchema<OrderHold>(
  { since: day, reason: text, inspectionId: objectId },
  'Set while on hold: the failed inspection that put the order there.',
);

const SHIPMENT_SCHEMA = objectSchema<Shipment>({
  mode: shippingMode,
  incoterm,
  carrier: text,
  trackingNumber: text,
  etd: day,
  eta: day,
  documents: arrayOf(
    objectSchema<ShipmentDocument>({
      kind: oneOfValues(SHIPMENT_DOCUMENT_KINDS),
      label: text,
      file: FILE_SCHEMA,
    }),
  ),
  by: ACTOR_SCHEMA,
});

const BUYER_ACTION_SCHEMA = objectSchema<BuyerAction>({
  kind: oneOfValues(['sample_decision'] satisfies BuyerAction['kind'][]),
  milestone: sampleKey,
  round: whole,
  label: text,
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
  lines: linesField,
  totalMinor: totalField,
  payments: optional(ORDER_PAYMENTS_SCHEMA),
  calendarPath: { ...text, description: 'The iCalendar feed, its secret token included.' },
  samples: arrayOf(SAMPLE_ROUND_SCHEMA),
  inspections: { ...arrayOf(INSPECTION_SCHEMA), description: 'Newest first.' },
  hold: optional(HOLD_SCHEMA),
  shipment: optional(SHIPMENT_SCHEMA),
  waitingOn: {
    ...arrayOf(BUYER_ACTION_SCHEMA),
    description: 'What only the buyer can do now, e.g. "Approve the pre-production sample".',
  },
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

/** GET /orders/board/{stage}: one page of a column, as the cards draw it. */
export const ORDER_BOARD_CARDS_SCHEMA = arrayOf(
  objectSchema<OrderBoardCard>({
    _id: objectId,
    reference: { type: 'string', example: 'O-2026-0001' },
    buyerName: text,
    company: optional(text),
    status: oneOfValues(ORDER_STATUSES),
    stage: milestoneKey,
    stageExpectedDate: { ...day, description: 'When the current stage is expected done.' },
    deliveryDate: { ...day, description: 'The forecast delivery date.' },
    late: flag,
    atRisk: flag,
    waitingOn: { ...arrayOf(text), description: 'What only the buyer can do now.' },
    quantity: { ...whole, description: 'Pieces ordered.' },
    valueMinor: {
      ...whole,
      description: 'The order’s value in minor units: the pieces times the unit price (cents).',
    },
    currency: text,
  }),
);

/** GET /orders/board: each column's counts. */
export const ORDER_BOARD_SUMMARY_SCHEMA = objectSchema<OrderBoardSummary>({
  columns: arrayOf(
    objectSchema<OrderBoardColumn>({
      stage: milestoneKey,
      label: text,
      total: { ...whole, description: 'Open orders at this stage.' },
      late: { ...whole, description: 'Of them, late (they lead the column).' },
      atRisk: { ...whole, description: 'Of them, at risk (next after the late ones).' },
    }),
  ),
  total: { ...whole, description: 'Every open order on the board.' },
});

export const ORDER_ACTIVITY_SCHEMA = objectSchema<OrderActivitySummary>({
  activeOrders: { ...whole, description: 'In progress or on hold.' },
  completedOrders: { ...whole, description: 'Delivered.' },
});
