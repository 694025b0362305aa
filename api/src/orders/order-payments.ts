import { orderPaymentsOf, type OrderPayments } from '@threadline/contracts/offers';
import type { OrderData } from './schemas/order.schema';

/**
 * An order with lines' payment schedule (issue 37): the amounts due at its payment term on its
 * total, dated from its plan, and the payments recorded against them. Undefined on an order of
 * one price (no lines): it has no total of its own to schedule.
 */
export function paymentsOf(
  order: Pick<
    OrderData,
    'lines' | 'totalMinor' | 'paymentTerm' | 'startDate' | 'milestones' | 'payments'
  >,
): OrderPayments | undefined {
  if (!order.lines) return undefined;
  return orderPaymentsOf(
    order.totalMinor ?? 0,
    order.paymentTerm,
    order.startDate,
    order.milestones,
    (order.payments ?? []).map((payment) => ({
      amountMinor: payment.amountMinor,
      date: payment.date,
      reference: payment.reference,
      recordedAt: new Date(payment.recordedAt).toISOString(),
    })),
  );
}

/** Bulk production waits for the deposit as it waits for the pre-production approval. */
export const depositPaidOf = (order: Parameters<typeof paymentsOf>[0]) =>
  paymentsOf(order)?.depositPaid ?? true;
