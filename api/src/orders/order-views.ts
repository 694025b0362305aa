import { dayOfDate, progressOf, type Order } from '@threadline/contracts';
import type { OrderData } from './schemas/order.schema';

/** An order as its buyer and the admins see it, with its progress as of `today`. */
export function orderViewOf(record: OrderData, today: string = dayOfDate(new Date())): Order {
  return {
    _id: record._id.toHexString(),
    reference: record.reference,
    quoteId: record.quoteId.toHexString(),
    quoteReference: record.quoteReference,
    status: record.status,
    buyerName: record.buyerName,
    buyerEmail: record.buyerEmail,
    company: record.company,
    categoryKey: record.categoryKey,
    quantity: record.quantity,
    unitPrice: record.unitPrice,
    currency: record.currency,
    incoterm: record.incoterm,
    paymentTerm: record.paymentTerm,
    shippingMode: record.shippingMode,
    startDate: record.startDate,
    neededBy: record.neededBy,
    pace: record.pace,
    progress: progressOf(
      record.milestones.map(({ key, plannedDate, actualDate }) => ({
        key,
        plannedDate,
        actualDate: actualDate ?? undefined,
      })),
      record.neededBy,
      record.shippingMode,
      today,
    ),
    calendarPath: `/orders/${record._id.toHexString()}/calendar.ics?token=${record.calendarToken}`,
    samples: [],
    inspections: [],
    waitingOn: [],
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The board's order: late orders first, then those at risk, then by forecast delivery, so
 * what needs chasing is at the top.
 */
export function boardOrder(a: Order, b: Order): number {
  const rank = (order: Order) => (order.progress.late ? 0 : order.progress.atRisk ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    a.progress.deliveryDate.localeCompare(b.progress.deliveryDate) ||
    a.reference.localeCompare(b.reference)
  );
}
