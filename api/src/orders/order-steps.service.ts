import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Readable } from 'node:stream';
import { type Model, Types } from 'mongoose';
import {
  actualDateRefusal,
  dayOfDate,
  isSampleMilestone,
  ORDER_MILESTONE_LABELS,
  ORDER_MILESTONES,
  OrderHoldMessages,
  OrderMessages,
  TEAM_NAME,
  type InspectionInput,
  type OrderActivitySummary,
  type QuoteAttachmentRef,
  type SampleDecisionInput,
  type SampleMilestoneKey,
  type SampleRoundInput,
  type ShipmentInput,
} from '@threadline/contracts';
import { inspectionPlanOf, judgeInspection } from '@threadline/contracts/orders';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { AttachmentFilesService } from '../files/attachment-files.service';
import { mayDecideOnSamples, mayReadOrder } from './order-access.policy';
import {
  inspectionRecordedEvent,
  sampleDecidedEvent,
  sampleRoundPostedEvent,
  shipmentUpdatedEvent,
} from './order-audit-events';
import { OrderBoard } from './board/order-board.service';
import { inspectionReportPdf } from './inspection-report';
import { latestRound } from './order-views';
import {
  OrderRecord,
  type OrderData,
  type StoredActor,
  type StoredOrderFile,
  type StoredInspection,
  type StoredSampleRound,
} from './schemas/order.schema';

const CLOSED = new Set(['delivered', 'cancelled']);

/**
 * What happens to an order after its plan: sample rounds and the buyer's decisions, inspection
 * reports (a failed one holds the order) and the shipment. Each write is audited, guarded by
 * the order's `updatedAt` (two admins at once: one wins, the other gets 409), and the email it
 * sends is recorded in the notifications' outbox before the change is stored.
 */
@Injectable()
export class OrderStepsService {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly files: AttachmentFilesService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly board: OrderBoard,
    private readonly users: UsersService,
  ) {}

  private async load(id: Types.ObjectId, caller: AuthPrincipal): Promise<OrderData> {
    const order = await this.orders.findById(id).lean<OrderData>().exec();
    if (order && mayReadOrder(order, caller)) return order;
    throw new NotFoundException(OrderMessages.orderNotFound);
  }

  /**
   * Who acts, as the order shows them: the name on the member's record (an API token carries
   * none), else the token's; a team member without one is the team, a buyer the order's buyer.
   * Never an email address.
   */
  private async actor(order: OrderData, caller: AuthPrincipal, now: Date): Promise<StoredActor> {
    const admin = caller.role === 'admin';
    const record = caller._id ? await this.users.findById(caller._id) : null;
    const named = [record?.name, caller.name]
      .map((name) => name?.trim())
      .find((name) => name && !name.includes('@'));
    return {
      name: named ?? (admin ? TEAM_NAME : order.buyerName),
      email: caller.email,
      role: admin ? 'admin' : 'buyer',
      at: now,
    };
  }

  private async claim(
    refs: readonly QuoteAttachmentRef[] | undefined,
    orderId: Types.ObjectId,
  ): Promise<StoredOrderFile[]> {
    if (!refs?.length) return [];
    return this.files.claim([...refs], { orderId }, OrderMessages.filesUnknown);
  }

  /**
   * Audits, then writes `update` if the order is still as it was read. On any failure the files
   * claimed for this write are given back, so a retry can send them again.
   */
  private async write(
    order: OrderData,
    claimed: StoredOrderFile[],
    origin: AuditOrigin,
    audit: Parameters<AuditService['record']>[1],
    update: Record<string, unknown>,
    notify?: () => Promise<void>,
  ): Promise<OrderData> {
    try {
      await this.audit.record(origin, audit);
      // Write-ahead: the email waits in the outbox until the change below is in the order.
      await notify?.();
      const result = await this.orders
        .updateOne({ _id: order._id, updatedAt: order.updatedAt }, update)
        .exec();
      if (result.modifiedCount !== 1) throw new ConflictException(OrderMessages.orderChanged);
    } catch (error) {
      await this.files.release(claimed.map((file) => file.id));
      throw error;
    }
    if (notify) this.notifications.changeStored();
    const updated = await this.orders.findById(order._id).lean<OrderData>().exec();
    if (!updated) throw new NotFoundException(OrderMessages.orderNotFound);
    await this.board.changed(updated);
    return updated;
  }

  /** An admin posts the next round of a sample milestone: it then waits on the buyer. */
  async postRound(
    id: Types.ObjectId,
    milestone: string,
    input: SampleRoundInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    if (!isSampleMilestone(milestone))
      throw new BadRequestException([OrderMessages.sampleMilestoneUnknown]);
    const order = await this.load(id, caller);
    if (CLOSED.has(order.status)) throw new ConflictException(OrderMessages.orderClosed);
    const label = ORDER_MILESTONE_LABELS[milestone];
    const index = ORDER_MILESTONES.indexOf(milestone);
    const previousKey = ORDER_MILESTONES[index - 1];
    const byKey = new Map(order.milestones.map((m) => [m.key, m]));
    if (!byKey.get(previousKey)?.actualDate)
      throw new ConflictException(
        OrderMessages.previousNotDone(ORDER_MILESTONE_LABELS[previousKey]),
      );
    if (byKey.get(milestone)?.actualDate)
      throw new ConflictException(OrderMessages.sampleAlreadyApproved(label));
    const latest = latestRound(order.samples, milestone);
    if (latest && !latest.decision)
      throw new ConflictException(OrderMessages.roundWaiting(latest.round));
    const round = (latest?.round ?? 0) + 1;
    const files = await this.claim(input.files, id);
    const stored: StoredSampleRound = {
      milestone,
      round,
      measurements: input.measurements?.trim() || undefined,
      note: input.note?.trim() || undefined,
      files,
      postedBy: await this.actor(order, caller, now),
    };
    const updated = await this.write(
      order,
      files,
      origin,
      sampleRoundPostedEvent(order, milestone, round, files),
      { $push: { samples: stored }, $set: { updatedAt: now } },
      () => this.notifications.orderSampleRoundPosted(id.toHexString(), milestone, round),
    );
    return updated;
  }

  /**
   * The order's buyer approves the latest round (the milestone is done that day, so bulk can
   * start after the pre-production approval) or asks for changes (the next round is due, and
   * the later dates move).
   */
  async decide(
    id: Types.ObjectId,
    milestone: string,
    roundNumber: number,
    input: SampleDecisionInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    if (!isSampleMilestone(milestone))
      throw new BadRequestException([OrderMessages.sampleMilestoneUnknown]);
    const order = await this.load(id, caller);
    if (!mayDecideOnSamples(order, caller))
      throw new ForbiddenException(OrderMessages.onlyBuyerDecides);
    if (CLOSED.has(order.status)) throw new ConflictException(OrderMessages.orderClosed);
    const key: SampleMilestoneKey = milestone;
    const rounds = (order.samples ?? []).filter((round) => round.milestone === key);
    const target = rounds.find((round) => round.round === roundNumber);
    if (!target) throw new NotFoundException(OrderMessages.roundNotFound);
    if (target.decision)
      throw new ConflictException(OrderMessages.roundAlreadyDecided(roundNumber));
    if (latestRound(rounds, key) !== target)
      throw new ConflictException(OrderMessages.roundNotLatest);
    const today = dayOfDate(now);
    const approved = input.decision === 'approved';
    if (approved) {
      const refusal = actualDateRefusal(
        order.milestones.map((m) => ({
          key: m.key,
          plannedDate: m.plannedDate,
          actualDate: m.actualDate ?? undefined,
        })),
        order.startDate,
        key,
        today,
        today,
        'approval',
      );
      if (refusal) throw new ConflictException(refusal);
    }
    const files = await this.claim(input.files, id);
    const by = await this.actor(order, caller, now);
    const decision = {
      decision: input.decision,
      comment: input.comment?.trim() || undefined,
      files,
      by,
    };
    const samples = (order.samples ?? []).map((round) =>
      round.milestone === key && round.round === roundNumber ? { ...round, decision } : round,
    );
    const milestones = approved
      ? order.milestones.map((m) =>
          m.key === key
            ? { ...m, actualDate: today, recordedByEmail: caller.email, recordedAt: now }
            : m,
        )
      : order.milestones;
    const updated = await this.write(
      order,
      files,
      origin,
      sampleDecidedEvent(order, key, roundNumber, decision, approved ? today : undefined),
      { $set: { samples, milestones, updatedAt: now } },
      () => this.notifications.orderSampleDecided(id.toHexString(), key, roundNumber),
    );
    return updated;
  }

  /** An inspection report: a failed one puts the order on hold, a passing one releases it. */
  async recordInspection(
    id: Types.ObjectId,
    input: InspectionInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    const order = await this.load(id, caller);
    if (CLOSED.has(order.status)) throw new ConflictException(OrderMessages.orderClosed);
    const files = await this.claim(input.files, id);
    const inspectedOn = input.inspectedOn ?? dayOfDate(now);
    const inspectionId = new Types.ObjectId();
    // The plan and the result are the server's, from the standard's tables; never the client's.
    const plan = inspectionPlanOf({ lotSize: input.lotSize, level: input.level, aqls: input.aqls });
    const defects = {
      critical: input.defects.critical,
      major: input.defects.major,
      minor: input.defects.minor,
    };
    const verdict = judgeInspection(plan, defects);
    const failed = verdict.result === 'fail';
    const stored: StoredInspection = {
      _id: inspectionId,
      plan,
      reasons: verdict.reasons,
      sampleSize: plan.sampleSize,
      defects,
      result: verdict.result,
      inspectedOn,
      note: input.note?.trim() || undefined,
      files,
      by: await this.actor(order, caller, now),
    };
    const statusAfter = failed ? 'on_hold' : 'in_progress';
    const update = failed
      ? {
          $push: { inspections: stored },
          $set: {
            status: statusAfter,
            hold: {
              since: inspectedOn,
              reason: OrderHoldMessages.failedInspection(inspectedOn),
              inspectionId,
            },
            updatedAt: now,
          },
        }
      : {
          $push: { inspections: stored },
          $set: { status: statusAfter, updatedAt: now },
          $unset: { hold: '' },
        };
    const updated = await this.write(
      order,
      files,
      origin,
      inspectionRecordedEvent(order, stored, statusAfter),
      update,
      () => this.notifications.orderInspected(id.toHexString(), inspectionId.toHexString()),
    );
    return updated;
  }

  /** The shipment, replaced whole; documents not sent again are kept. Its mode is the order's. */
  async putShipment(
    id: Types.ObjectId,
    input: ShipmentInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    const order = await this.load(id, caller);
    if (order.status === 'cancelled') throw new ConflictException(OrderMessages.orderClosed);
    const kinds = (input.documents ?? []).map((document) => document.kind);
    if (new Set(kinds).size !== kinds.length)
      throw new BadRequestException([OrderMessages.documentKindInvalid]);
    const claimed = await this.claim(
      (input.documents ?? []).map((document) => document.file),
      id,
    );
    const sent = (input.documents ?? []).map((document, index) => ({
      kind: document.kind,
      file: claimed[index],
    }));
    const kept = (order.shipment?.documents ?? []).filter(
      (document) => !kinds.includes(document.kind),
    );
    const shipment = {
      mode: input.mode,
      incoterm: input.incoterm,
      carrier: input.carrier.trim(),
      trackingNumber: input.trackingNumber.trim(),
      etd: input.etd,
      eta: input.eta,
      documents: [...kept, ...sent],
      by: await this.actor(order, caller, now),
    };
    return this.write(order, claimed, origin, shipmentUpdatedEvent(order, shipment, sent), {
      $set: { shipment, shippingMode: input.mode, updatedAt: now },
    });
  }

  /** An inspection report as a PDF, for the order's buyer and the admins; anyone else gets 404. */
  async inspectionReport(
    id: Types.ObjectId,
    inspectionId: Types.ObjectId,
    caller: AuthPrincipal,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const order = await this.load(id, caller);
    const inspection = order.inspections?.find((item) => item._id.equals(inspectionId));
    if (!inspection) throw new NotFoundException(OrderMessages.inspectionNotFound);
    const pdf = await inspectionReportPdf(order, inspection);
    return { pdf, fileName: `${order.reference}-inspection-${inspection.inspectedOn}.pdf` };
  }

  /** A file of the order, for its buyer and the admins; anyone else gets 404. */
  async openFile(
    id: Types.ObjectId,
    fileId: Types.ObjectId,
    caller: AuthPrincipal,
  ): Promise<{ stream: Readable; length: number; contentType: string; fileName: string }> {
    await this.load(id, caller);
    const file = await this.files.open(fileId, { orderId: id });
    if (!file) throw new NotFoundException(OrderMessages.fileNotFound);
    return file;
  }

  /** Profile's activity card: the caller's active and delivered orders. */
  async summaryOf(caller: AuthPrincipal): Promise<OrderActivitySummary> {
    const [activeOrders, completedOrders] = await Promise.all([
      this.orders
        .countDocuments({ ownerUid: caller.uid, status: { $in: ['in_progress', 'on_hold'] } })
        .exec(),
      this.orders.countDocuments({ ownerUid: caller.uid, status: 'delivered' }).exec(),
    ]);
    return { activeOrders, completedOrders };
  }
}
