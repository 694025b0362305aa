import type { PaymentTerm } from '../orders/terms';
import { OfferMessages } from './messages';
import { isMinorAmount } from './money';
import {
  PAYMENT_SCHEDULES,
  instalmentDueDate,
  paymentSchedule,
  type PaymentMilestone,
} from './payment-schedule';

/** The most characters a payment's reference (a bank or L/C reference) holds. */
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;

/** POST /orders/{id}/payments: a payment received, as the admin records it. */
export interface PaymentInput {
  amountMinor: number;
  /** YYYY-MM-DD, the day it was received: not before the order's start, not in the future. */
  date: string;
  reference: string;
}

/** A payment as the order shows it. */
export interface OrderPayment extends PaymentInput {
  recordedAt: string;
}

/** One amount due, and how much of it the payments so far cover (applied in order). */
export interface OrderInstalment {
  label: string;
  milestone: PaymentMilestone;
  shareBasisPoints: number;
  amountMinor: number;
  /** From the plan: the order's start for the deposit, else the milestone's planned date. */
  dueDate: string | null;
  paidMinor: number;
}

/** The payment schedule of an order with lines: what is due, when, and what was received. */
export interface OrderPayments {
  instalments: OrderInstalment[];
  received: OrderPayment[];
  paidMinor: number;
  outstandingMinor: number;
  /** True when nothing is due on acceptance, or it is covered: bulk production may start. */
  depositPaid: boolean;
}

/**
 * The amounts due on an order's total at its payment term, each dated from the plan, with the
 * payments received applied to them in order (the deposit first). A payment over the total is
 * kept as received; the instalments never show more paid than due.
 */
export function orderPaymentsOf(
  totalMinor: number,
  paymentTerm: PaymentTerm,
  startDate: string,
  plan: ReadonlyArray<{ key: string; plannedDate: string }>,
  received: readonly OrderPayment[],
): OrderPayments {
  const paidMinor = received.reduce((sum, payment) => sum + payment.amountMinor, 0);
  let left = paidMinor;
  const instalments = paymentSchedule(totalMinor, PAYMENT_SCHEDULES[paymentTerm]).map(
    (instalment): OrderInstalment => {
      const covered = Math.min(left, instalment.amountMinor);
      left -= covered;
      return {
        label: instalment.label,
        milestone: instalment.milestone,
        shareBasisPoints: instalment.shareBasisPoints,
        amountMinor: instalment.amountMinor,
        dueDate: instalmentDueDate(instalment.milestone, startDate, plan) ?? null,
        paidMinor: covered,
      };
    },
  );
  return {
    instalments,
    received: received.map((payment) => ({ ...payment })),
    paidMinor,
    outstandingMinor: Math.max(0, totalMinor - paidMinor),
    depositPaid: instalments
      .filter((instalment) => instalment.milestone === 'acceptance')
      .every((instalment) => instalment.paidMinor >= instalment.amountMinor),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  DAY.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Each rule a payment breaks, in contracts' words; empty when it may be recorded. */
export function paymentRefusals(input: unknown, startDate: string, today: string): string[] {
  const body = (input ?? {}) as Partial<Record<keyof PaymentInput, unknown>>;
  const refusals: string[] = [];
  if (!isMinorAmount(body.amountMinor) || body.amountMinor === 0)
    refusals.push(OfferMessages.paymentAmountInvalid);
  if (!isDay(body.date)) refusals.push(OfferMessages.paymentDateInvalid);
  else if (body.date > today || body.date < startDate)
    refusals.push(OfferMessages.paymentDateOutside(startDate));
  if (
    typeof body.reference !== 'string' ||
    body.reference.trim() === '' ||
    body.reference.length > PAYMENT_REFERENCE_MAX_LENGTH
  )
    refusals.push(OfferMessages.paymentReferenceInvalid);
  return refusals;
}
