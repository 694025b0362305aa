import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  AQL_LEVELS,
  INSPECTION_RESULTS,
  SAMPLE_DECISIONS,
  SAMPLE_MILESTONES,
  SHIPMENT_DOCUMENT_KINDS,
  INCOTERMS,
  ORDER_MILESTONES,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  SHIPPING_MODES,
} from '@threadline/contracts';

/** The OpenAPI shapes of contracts' Order, OrderPlan and OrderPreview. */
const day: SchemaObject = { type: 'string', format: 'date', example: '2027-02-12' };
const text: SchemaObject = { type: 'string' };
const flag: SchemaObject = { type: 'boolean' };
const whole: SchemaObject = { type: 'integer' };
const milestoneKey: SchemaObject = { type: 'string', enum: [...ORDER_MILESTONES] };
const pace: SchemaObject = { type: 'string', enum: ['standard', 'expedited', 'infeasible'] };

const PLAN_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['pace', 'neededBy', 'deliveryDate', 'earliestDelivery', 'canMeetNeededBy'],
  properties: {
    pace,
    neededBy: day,
    deliveryDate: day,
    earliestDelivery: day,
    canMeetNeededBy: flag,
    warning: { ...text, description: 'Set when the needed-by date cannot be met.' },
    milestones: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: milestoneKey, label: text, plannedDate: day },
      },
    },
  },
};

export const ORDER_PREVIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    quoteId: text,
    quoteReference: text,
    unitPrice: { type: 'number' },
    currency: text,
    quantity: whole,
    incoterm: { type: 'string', enum: [...INCOTERMS] },
    paymentTerm: { type: 'string', enum: [...PAYMENT_TERMS] },
    shippingMode: { type: 'string', enum: [...SHIPPING_MODES] },
    plan: PLAN_SCHEMA,
  },
};

const PROGRESS_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    stage: milestoneKey,
    deliveryDate: day,
    deliverySlipDays: whole,
    deliverySlipReason: text,
    late: flag,
    atRisk: flag,
    milestones: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: milestoneKey,
          label: text,
          plannedDate: day,
          expectedDate: day,
          actualDate: day,
          done: flag,
          late: flag,
          atRisk: flag,
          slackDays: whole,
          blocked: flag,
        },
      },
    },
  },
};

const FILE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: text,
    fileName: text,
    contentType: text,
    size: whole,
    path: { ...text, description: '/orders/{id}/files/{fileId}' },
  },
};
const files: SchemaObject = { type: 'array', items: FILE_SCHEMA };
const ACTOR_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    name: text,
    email: text,
    role: { type: 'string', enum: ['admin', 'buyer'] },
    at: { type: 'string', format: 'date-time' },
  },
};
const sampleKey: SchemaObject = { type: 'string', enum: [...SAMPLE_MILESTONES] };

const SAMPLE_ROUND_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    milestone: sampleKey,
    label: text,
    round: whole,
    measurements: text,
    note: text,
    files,
    postedBy: ACTOR_SCHEMA,
    status: { type: 'string', enum: ['waiting', ...SAMPLE_DECISIONS] },
    decision: {
      type: 'object',
      properties: {
        decision: { type: 'string', enum: [...SAMPLE_DECISIONS] },
        comment: text,
        files,
        by: ACTOR_SCHEMA,
      },
    },
  },
};

const INSPECTION_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    _id: text,
    aqlLevel: { type: 'string', enum: [...AQL_LEVELS] },
    sampleSize: whole,
    defects: {
      type: 'object',
      properties: { critical: whole, major: whole, minor: whole },
    },
    result: { type: 'string', enum: [...INSPECTION_RESULTS] },
    inspectedOn: day,
    note: text,
    files,
    by: ACTOR_SCHEMA,
  },
};

const SHIPMENT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: [...SHIPPING_MODES] },
    incoterm: { type: 'string', enum: [...INCOTERMS] },
    carrier: text,
    trackingNumber: text,
    etd: day,
    eta: day,
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: [...SHIPMENT_DOCUMENT_KINDS] },
          label: text,
          file: FILE_SCHEMA,
        },
      },
    },
    by: ACTOR_SCHEMA,
  },
};

export const ORDER_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    _id: text,
    reference: { type: 'string', example: 'O-2026-0001' },
    quoteId: text,
    quoteReference: text,
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    buyerName: text,
    buyerEmail: text,
    company: text,
    categoryKey: text,
    quantity: whole,
    unitPrice: { type: 'number' },
    currency: text,
    incoterm: { type: 'string', enum: [...INCOTERMS] },
    paymentTerm: { type: 'string', enum: [...PAYMENT_TERMS] },
    shippingMode: { type: 'string', enum: [...SHIPPING_MODES] },
    startDate: day,
    neededBy: day,
    pace,
    progress: PROGRESS_SCHEMA,
    calendarPath: { ...text, description: 'The iCalendar feed, its secret token included.' },
    samples: { type: 'array', items: SAMPLE_ROUND_SCHEMA },
    inspections: { type: 'array', items: INSPECTION_SCHEMA },
    hold: {
      type: 'object',
      description: 'Set while on hold.',
      properties: { since: day, reason: text, inspectionId: text },
    },
    shipment: SHIPMENT_SCHEMA,
    waitingOn: {
      type: 'array',
      description: 'What only the buyer can do now, e.g. "Approve the pre-production sample".',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['sample_decision'] },
          milestone: sampleKey,
          round: whole,
          label: text,
        },
      },
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

export const ORDER_LIST_SCHEMA: SchemaObject = { type: 'array', items: ORDER_SCHEMA };

export const UPCOMING_LIST_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      orderId: text,
      reference: text,
      buyerName: text,
      key: milestoneKey,
      label: text,
      expectedDate: day,
      late: flag,
      atRisk: flag,
    },
  },
};

export const ORDER_ACTIVITY_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    activeOrders: { ...whole, description: 'In progress or on hold.' },
    completedOrders: { ...whole, description: 'Delivered.' },
  },
};
