import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  dayOfDate,
  expectedDateRefusal,
  ORDER_MILESTONE_LABELS,
  ORDER_MILESTONES,
  OrderExpectedMessages,
  OrderMessages,
  progressOf,
  type MilestoneExpectedInput,
  type OrderMilestoneKey,
} from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderBoard } from './board/order-board.service';
import { milestoneExpectedEvent } from './order-audit-events';
import { deliveryMoveOf } from './order-delivery-move';
import { milestoneRecordsOf } from './order-views';
import { OrderRecord, type OrderData } from './schemas/order.schema';

/**
 * The team's expected dates: an open milestone's new date and why, recorded before it happens.
 * The later dates follow (the rule is `expectedDateRefusal` and `progressOf` in contracts), and
 * a move of the forecast delivery is emailed to the buyer through the outbox, write-ahead.
 */
@Injectable()
export class OrderExpectedDatesService {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly board: OrderBoard,
  ) {}

  async setExpected(
    id: Types.ObjectId,
    key: string,
    input: MilestoneExpectedInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    if (!(ORDER_MILESTONES as readonly string[]).includes(key))
      throw new BadRequestException([OrderMessages.milestoneUnknown]);
    const milestoneKey = key as OrderMilestoneKey;
    const order = await this.orders.findById(id).lean<OrderData>().exec();
    if (!order) throw new NotFoundException(OrderMessages.orderNotFound);
    if (order.status === 'delivered' || order.status === 'cancelled')
      throw new ConflictException(OrderMessages.orderClosed);
    const today = dayOfDate(now);
    const progress = progressOf(
      milestoneRecordsOf(order),
      order.neededBy,
      order.shippingMode,
      today,
    );
    const context = {
      startDate: order.startDate,
      shippingMode: order.shippingMode,
      today,
      milestones: progress.milestones,
    };
    const refusal = expectedDateRefusal(context, milestoneKey, input);
    if (refusal) {
      if (refusal === OrderExpectedMessages.done(ORDER_MILESTONE_LABELS[milestoneKey]))
        throw new ConflictException(refusal);
      throw new BadRequestException([refusal]);
    }
    const reason = input.reason.trim();
    const expected = { date: input.expectedDate, reason, byEmail: caller.email, at: now };
    const before = order.milestones.find((milestone) => milestone.key === milestoneKey);
    const milestones = order.milestones.map((milestone) =>
      milestone.key === milestoneKey ? { ...milestone, expected } : milestone,
    );
    await this.audit.record(
      origin,
      milestoneExpectedEvent(order, milestoneKey, before?.expected, expected),
    );
    const move = deliveryMoveOf(order, milestones, today);
    // Write-ahead: the buyer's email waits in the outbox until the date below is stored.
    if (move)
      await this.notifications.orderDeliveryMoved(id.toHexString(), {
        milestone: milestoneKey,
        from: move.from,
        to: move.to,
        reason,
        at: now.toISOString(),
      });
    const result = await this.orders
      .updateOne({ _id: id, updatedAt: order.updatedAt }, { $set: { milestones, updatedAt: now } })
      .exec();
    if (result.modifiedCount !== 1) throw new ConflictException(OrderMessages.orderChanged);
    if (move) this.notifications.changeStored();
    const updated = await this.orders.findById(id).lean<OrderData>().exec();
    if (!updated) throw new NotFoundException(OrderMessages.orderNotFound);
    await this.board.changed(updated, today);
    return updated;
  }
}
