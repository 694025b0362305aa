import { progressOf } from '@threadline/contracts';
import { boardRankOf, milestoneRecordsOf } from '../order-views';
import type { OrderData, StoredBoardFields } from '../schemas/order.schema';

/** The `day` of an order whose every milestone is done: its board fields no longer move. */
export const NEVER_STALE = '9999-12-31';

/** What the board sorts and filters the order on, as of `today`. */
export function boardFieldsOf(
  record: Pick<OrderData, 'milestones' | 'samples' | 'neededBy' | 'shippingMode'>,
  today: string,
): StoredBoardFields {
  const progress = progressOf(
    milestoneRecordsOf(record as OrderData),
    record.neededBy,
    record.shippingMode,
    today,
  );
  const open = progress.milestones
    .filter((milestone) => !milestone.done)
    .map(({ key, expectedDate }) => ({ key, expectedDate }));
  return {
    day: open.length === 0 ? NEVER_STALE : today,
    rank: boardRankOf(progress),
    deliveryDate: progress.deliveryDate,
    stage: progress.stage,
    open,
  };
}
