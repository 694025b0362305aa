import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
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
