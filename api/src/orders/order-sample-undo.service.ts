import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  isSampleMilestone,
  ORDER_MILESTONES,
  OrderMessages,
  sampleUndoRefusal,
} from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderBoard } from './board/order-board.service';
import { mayDecideOnSamples, mayReadOrder } from './order-access.policy';
import { sampleApprovalUndoneEvent } from './order-audit-events';
import { latestRound } from './order-views';
import { OrderRecord, type OrderData } from './schemas/order.schema';

const CLOSED = new Set(['delivered', 'cancelled']);

/**
 * The buyer takes back an approval tapped by mistake, within the undo toast's window and only
 * while nothing depends on it yet (`sampleUndoRefusal` in contracts). The round waits again, the
 * milestone is open again, the undo is audited and the team hears of it.
 */
@Injectable()
export class OrderSampleUndoService {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly board: OrderBoard,
  ) {}

  async undoApproval(
    id: Types.ObjectId,
    milestone: string,
    roundNumber: number,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    if (!isSampleMilestone(milestone))
      throw new BadRequestException([OrderMessages.sampleMilestoneUnknown]);
    const order = await this.orders.findById(id).lean<OrderData>().exec();
    if (!order || !mayReadOrder(order, caller))
      throw new NotFoundException(OrderMessages.orderNotFound);
    if (!mayDecideOnSamples(order, caller))
      throw new ForbiddenException(OrderMessages.onlyBuyerDecides);
    if (CLOSED.has(order.status)) throw new ConflictException(OrderMessages.orderClosed);
    const rounds = (order.samples ?? []).filter((round) => round.milestone === milestone);
    const target = rounds.find((round) => round.round === roundNumber);
    if (!target) throw new NotFoundException(OrderMessages.roundNotFound);
    const nextKey = ORDER_MILESTONES[ORDER_MILESTONES.indexOf(milestone) + 1];
    const next = order.milestones.find((item) => item.key === nextKey);
    const refusal = sampleUndoRefusal({
      milestone,
      round: roundNumber,
      decision: target.decision && {
        decision: target.decision.decision,
        at: target.decision.by.at,
      },
      latest: latestRound(rounds, milestone) === target,
      laterStepStarted:
        Boolean(next?.actualDate || next?.expected) ||
        (order.samples ?? []).some((round) => round.milestone === nextKey),
      now,
    });
    if (refusal) throw new ConflictException(refusal);
    const decidedAt = new Date(target.decision?.by.at ?? now).toISOString();
    const approvedOn = order.milestones.find((item) => item.key === milestone)?.actualDate;
    // The keys are left out, not set to undefined: the round reads as waiting, the day as open.
    const samples = (order.samples ?? []).map((round) => {
      if (round !== target) return round;
      const { decision: _undone, ...waiting } = round;
      return waiting;
    });
    const milestones = order.milestones.map((item) => {
      if (item.key !== milestone) return item;
      const { actualDate: _day, recordedByEmail: _by, recordedAt: _at, ...open } = item;
      return open;
    });
    await this.audit.record(
      origin,
      sampleApprovalUndoneEvent(order, milestone, roundNumber, approvedOn ?? undefined),
    );
    // Write-ahead: the team's email waits until the round is waiting again.
    await this.notifications.orderSampleApprovalUndone(
      id.toHexString(),
      milestone,
      roundNumber,
      decidedAt,
    );
    const result = await this.orders
      .updateOne(
        { _id: id, updatedAt: order.updatedAt },
        { $set: { samples, milestones, updatedAt: now } },
      )
      .exec();
    if (result.modifiedCount !== 1) throw new ConflictException(OrderMessages.orderChanged);
    this.notifications.changeStored();
    const updated = await this.orders.findById(id).lean<OrderData>().exec();
    if (!updated) throw new NotFoundException(OrderMessages.orderNotFound);
    await this.board.changed(updated);
    return updated;
  }
}
