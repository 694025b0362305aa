import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ORDER_MILESTONES } from '@threadline/contracts';
import type { OrderInstalment, OrderPayment, OrderPayments } from '@threadline/contracts/offers';
import {
  arrayOf,
  dateTime,
  day,
  flag,
  objectSchema,
  oneOfValues,
  text,
  whole,
} from '../openapi/api-schema';

const minor: SchemaObject = { ...whole, minimum: 0, description: 'Minor units (cents).' };

const INSTALMENT_SCHEMA = objectSchema<OrderInstalment>({
  label: text,
  milestone: oneOfValues(['acceptance', ...ORDER_MILESTONES]),
  shareBasisPoints: { ...whole, description: '3000 is 30 %.' },
  amountMinor: minor,
  dueDate: { ...day, nullable: true },
  paidMinor: minor,
});

export const ORDER_PAYMENT_SCHEMA = objectSchema<OrderPayment>({
  amountMinor: minor,
  date: day,
  reference: text,
  recordedAt: dateTime,
});

/** An order with lines' payment schedule (issue 37): the amounts due and the payments. */
export const ORDER_PAYMENTS_SCHEMA = objectSchema<OrderPayments>(
  {
    instalments: arrayOf(INSTALMENT_SCHEMA),
    received: arrayOf(ORDER_PAYMENT_SCHEMA),
    paidMinor: minor,
    outstandingMinor: minor,
    depositPaid: { ...flag, description: 'Bulk production waits until it is true.' },
  },
  'The payment term as amounts due, each dated from the plan, and the payments received.',
);
