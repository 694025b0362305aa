import { progressOf } from '@threadline/contracts';
import { milestoneRecordsOf } from './order-views';
import type { OrderData } from './schemas/order.schema';

/** The forecast delivery before and after a write to the milestones, when it moves. */
export function deliveryMoveOf(
  order: OrderData,
  milestonesAfter: OrderData['milestones'],
  today: string,
): { from: string; to: string; slipReason?: string } | undefined {
  const forecast = (record: OrderData) =>
    progressOf(milestoneRecordsOf(record), record.neededBy, record.shippingMode, today);
  const before = forecast(order);
  const after = forecast({ ...order, milestones: milestonesAfter });
  if (before.deliveryDate === after.deliveryDate) return undefined;
  return {
    from: before.deliveryDate,
    to: after.deliveryDate,
    slipReason: after.deliverySlipReason,
  };
}
