import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  actualDateRefusal,
  dayOfDate,
  DEFAULT_SHIPPING_MODE,
  ORDER_MILESTONE_LABELS,
  ORDER_MILESTONES,
  OrderExpectedMessages,
  OrderMessages,
  planOrder,
  QuoteMessages,
  type OrderAcceptanceInput,
  type OrderMilestoneKey,
  type OrderPreview,
} from '@threadline/contracts';
import { OfferMessages } from '@threadline/contracts/offers';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { NotificationsService } from '../notifications/notifications.service';
import { OfferOrderLines } from '../offers/offer-order-lines';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import { QuotesService } from '../quotes/quotes.service';
import { OrderBoard } from './board/order-board.service';
import { boardFieldsOf } from './board/order-board-fields';
import { deliveryMoveOf } from './order-delivery-move';
import { depositPaidOf } from './order-payments';
import { OrderReferencesService } from './order-references.service';
import { OrderRecord, storedOrderLineOf, type OrderData } from './schemas/order.schema';

const REFERENCE_ATTEMPTS = 50;

/** Which unique index a duplicate-key error is about, when the error says. */
function duplicateIndexOf(error: {
  keyPattern?: Record<string, unknown>;
  keyValue?: Record<string, unknown>;
  message: string;
}): 'reference' | 'quoteId' | undefined {
  const fields = Object.keys(error.keyPattern ?? error.keyValue ?? {});
  if (fields.includes('quoteId') || /quoteId/.test(error.message)) return 'quoteId';
  if (fields.includes('reference') || /reference/.test(error.message)) return 'reference';
  return undefined;
}

/** Refusals that are about the order's state (409) rather than the value sent (400). */
const STATE_REFUSALS = new Set<string>([OrderMessages.bulkBeforePreProduction]);
const isStateRefusal = (message: string) =>
  STATE_REFUSALS.has(message) ||
  message.endsWith('is recorded when the buyer approves a sample round') ||
  message.startsWith('Record ') ||
  message.endsWith('is already recorded after this milestone');

const ON_HOLD_BLOCKS = new Set<OrderMilestoneKey>(['final_inspection', 'shipment', 'delivered']);

const isOwner = (ownerUid: string | undefined, caller: AuthPrincipal) =>
  ownerUid !== undefined && ownerUid === caller.uid;

type AcceptableQuote = QuoteRequestData & {
  offer: NonNullable<QuoteRequestData['offer']>;
  /** From an offer of lines (api/src/offers): the order's lines and total. */
  priced?: Pick<OrderPreview, 'lines' | 'totalMinor'>;
};

function previewOf(quote: AcceptableQuote, input: OrderAcceptanceInput, now: Date): OrderPreview {
  const shippingMode = input.shippingMode ?? DEFAULT_SHIPPING_MODE;
  return {
    ...quote.priced,
    quoteId: quote._id.toHexString(),
    quoteReference: quote.reference,
    unitPrice: quote.offer.unitPrice,
    currency: quote.offer.currency,
    quantity: quote.quantity,
    incoterm: input.incoterm,
    paymentTerm: input.paymentTerm,
    shippingMode,
    plan: planOrder({
      startDate: dayOfDate(now),
      neededBy: dayOfDate(quote.deadline),
      shippingMode,
      // The factory quoted this order's production time: the plan takes its word for bulk.
      bulkDays: quote.offer.leadTimeDays,
    }),
  };
}

/** The orders collection and the moves of an order, one method per question. */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly references: OrderReferencesService,
    private readonly quotes: QuotesService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly orderBoard: OrderBoard,
    private readonly offerLines: OfferOrderLines,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique indexes (reference, quoteId) must exist before the first acceptance races.
    await this.orders.init();
  }

  /**
   * The quote the caller may turn into an order, with the terms they confirmed checked against
   * it. A buyer accepts their own `quoted` request; an admin converts a `quoted` or `won` one.
   * Anyone else learns nothing (404, as GET /quotes/{id} answers).
   */
  private async acceptableQuote(
    input: OrderAcceptanceInput,
    caller: AuthPrincipal,
  ): Promise<AcceptableQuote> {
    const quote = await this.quotes.findById(new Types.ObjectId(input.quoteId));
    const admin = caller.role === 'admin';
    if (!quote || (!admin && !isOwner(quote.ownerUid, caller)))
      throw new NotFoundException(QuoteMessages.quoteNotFound);
    const allowed = admin ? ['quoted', 'won'] : ['quoted'];
    if (!allowed.includes(quote.status) || !quote.offer) {
      if (quote.status === 'won' && (await this.findByQuote(quote._id)))
        throw new ConflictException(OrderMessages.quoteAlreadyOrdered);
      throw new ConflictException(
        admin ? OrderMessages.quoteNotAccepted : OrderMessages.quoteNotQuoted,
      );
    }
    // An offer of lines holds to the end of its valid-until day (UTC); the date is named.
    const { validUntil } = quote.offer;
    if (
      quote.status === 'quoted' &&
      validUntil &&
      validUntil < new Date().toISOString().slice(0, 10)
    )
      throw new ConflictException(OfferMessages.offerExpired(validUntil));
    if (
      Math.round(quote.offer.unitPrice * 100) !== Math.round(input.unitPrice * 100) ||
      quote.quantity !== input.quantity
    )
      throw new ConflictException(OrderMessages.offerChanged);
    // Each line at its price break, or 409 naming the MOQ or break a line misses.
    return { ...quote, offer: quote.offer, priced: await this.offerLines.linesFor(quote) };
  }

  /** The plan the order would get today, nothing stored: what the buyer reads before committing. */
  async preview(
    input: OrderAcceptanceInput,
    caller: AuthPrincipal,
    now: Date = new Date(),
  ): Promise<OrderPreview> {
    return previewOf(await this.acceptableQuote(input, caller), input, now);
  }

  /**
   * Turns the quote into an order. The unique index on quoteId lets one acceptance of a quote
   * through; the others get 409. A `quoted` request then moves to `won`. The audit entry is
   * written once the order is known to be the one, and a failure to write it takes the order
   * back out (503, nothing changed).
   */
  async accept(
    input: OrderAcceptanceInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    const quote = await this.acceptableQuote(input, caller);
    const preview = previewOf(quote, input, now);
    const id = new Types.ObjectId();
    const base = {
      _id: id,
      quoteId: quote._id,
      quoteReference: quote.reference,
      status: 'in_progress' as const,
      ownerUid: quote.ownerUid,
      buyerName: quote.name,
      buyerEmail: quote.email,
      company: quote.company,
      categoryKey: quote.categoryKey,
      quantity: quote.quantity,
      unitPrice: quote.offer.unitPrice,
      currency: quote.offer.currency,
      ...(quote.priced?.lines
        ? { lines: quote.priced.lines.map(storedOrderLineOf), totalMinor: quote.priced.totalMinor }
        : {}),
      incoterm: preview.incoterm,
      paymentTerm: preview.paymentTerm,
      shippingMode: preview.shippingMode,
      startDate: dayOfDate(now),
      neededBy: preview.plan.neededBy,
      pace: preview.plan.pace,
      milestones: preview.plan.milestones.map(({ key, plannedDate }) => ({ key, plannedDate })),
      calendarToken: randomBytes(32).toString('base64url'),
      createdByEmail: caller.email,
      createdAt: now,
      updatedAt: now,
    };
    const board = boardFieldsOf(base, dayOfDate(now));
    // Write-ahead: the team's "Order … placed" and the buyer's confirmation wait for the order;
    // one taken back below never appears, and its emails are set aside unsent.
    await this.notifications.orderPlaced(id.toHexString());
    const reference = await this.insertWithReference({ ...base, board }, now);
    await this.orderBoard.announce(id);

    try {
      await this.audit.record(origin, {
        action: 'order.created',
        target: { type: 'order', id: id.toHexString(), label: reference },
        changes: [
          { field: 'quote', to: quote.reference },
          ...(quote.status === 'quoted'
            ? [{ field: 'quote.status', from: 'quoted', to: 'won' }]
            : []),
        ],
      });
      if (quote.status === 'quoted') await this.quotes.markWon(quote);
    } catch (error) {
      // The audit trail is down, or the quote moved meanwhile (an admin marked it lost): the
      // order is taken back so nothing is left half-made.
      await this.orders.deleteOne({ _id: id }).exec();
      await this.orderBoard.announce(id);
      throw error;
    }
    this.notifications.changeStored();
    return { ...base, board, reference };
  }

  private async insertWithReference(
    order: Omit<OrderData, 'reference'>,
    now: Date,
  ): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const reference = await this.references.next(now);
      try {
        await this.orders.create({ ...order, reference });
        return reference;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // A duplicate is either the quote (someone else's acceptance won) or the reference
        // (another process on FerretDB got the same number): the first is a 409, the second a
        // retry with the next number. The error names the index on MongoDB and FerretDB alike;
        // only when it does not is the quote looked up (a scan on FerretDB, which is what made
        // retries under load slow).
        const index = duplicateIndexOf(error);
        if (index === 'reference') {
          if (attempt >= REFERENCE_ATTEMPTS) throw error;
          continue;
        }
        if (index === 'quoteId' || (await this.findByQuote(order.quoteId)))
          throw new ConflictException(OrderMessages.quoteAlreadyOrdered);
        if (attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  findById(id: Types.ObjectId): Promise<OrderData | null> {
    return this.orders.findById(id).lean<OrderData>().exec();
  }

  findByQuote(quoteId: Types.ObjectId): Promise<OrderData | null> {
    return this.orders.findOne({ quoteId }).lean<OrderData>().exec();
  }

  listOwnedBy(ownerUid: string): Promise<OrderData[]> {
    return this.orders
      .find({ ownerUid })
      .sort({ createdAt: -1, _id: -1 })
      .lean<OrderData[]>()
      .exec();
  }

  /**
   * The Orders board (every order, or `limit` of them from `from`, late ones first) as its JSON
   * body, with the number of orders in all.
   */
  board(page?: { from: number; limit: number }): Promise<{ total: number; body: Buffer }> {
    return this.orderBoard.boardJson(page);
  }

  listAll(): Promise<OrderData[]> {
    return this.orders.find().lean<OrderData[]>().exec();
  }

  /** The order if the caller may see it (its buyer or an admin), else 404. */
  async findVisible(id: Types.ObjectId, caller: AuthPrincipal): Promise<OrderData> {
    const order = await this.findById(id);
    if (order && (caller.role === 'admin' || isOwner(order.ownerUid, caller))) return order;
    throw new NotFoundException(OrderMessages.orderNotFound);
  }

  /** The order whose calendar token this is, else 404 (the same answer for a wrong id). */
  async findByCalendarToken(id: Types.ObjectId, token: unknown): Promise<OrderData> {
    const order = await this.findById(id);
    const given = Buffer.from(typeof token === 'string' ? token : '');
    const stored = Buffer.from(order?.calendarToken ?? '');
    if (order && given.length === stored.length && timingSafeEqual(given, stored)) return order;
    throw new NotFoundException(OrderMessages.orderNotFound);
  }

  /**
   * An admin records the day a milestone was done. Milestones are done in order, so bulk waits
   * for the pre-production approval; a date may be corrected until the next one is recorded.
   */
  async recordActual(
    id: Types.ObjectId,
    key: string,
    actualDate: string,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now: Date = new Date(),
  ): Promise<OrderData> {
    if (!(ORDER_MILESTONES as readonly string[]).includes(key))
      throw new BadRequestException([OrderMessages.milestoneUnknown]);
    const milestoneKey = key as OrderMilestoneKey;
    const order = await this.findById(id);
    if (!order) throw new NotFoundException(OrderMessages.orderNotFound);
    if (order.status === 'delivered' || order.status === 'cancelled')
      throw new ConflictException(OrderMessages.orderClosed);
    // A failed inspection holds the goods: nothing past it is recorded until a re-inspection passes.
    if (order.status === 'on_hold' && ON_HOLD_BLOCKS.has(milestoneKey))
      throw new ConflictException(OrderMessages.onHold);
    const records = order.milestones.map(({ key: k, plannedDate, actualDate: actual }) => ({
      key: k,
      plannedDate,
      actualDate: actual ?? undefined,
    }));
    const refusal = actualDateRefusal(
      records,
      order.startDate,
      milestoneKey,
      actualDate,
      dayOfDate(now),
    );
    if (refusal) {
      if (isStateRefusal(refusal)) throw new ConflictException(refusal);
      throw new BadRequestException([refusal]);
    }
    if (milestoneKey === 'bulk_production' && !depositPaidOf(order))
      throw new ConflictException(OfferMessages.bulkBeforeDeposit);
    const before = order.milestones.find((milestone) => milestone.key === milestoneKey);
    await this.audit.record(origin, {
      action: 'order.milestone_recorded',
      target: { type: 'order', id: id.toHexString(), label: order.reference },
      changes: [
        before?.actualDate
          ? { field: `milestones.${milestoneKey}`, from: before.actualDate, to: actualDate }
          : { field: `milestones.${milestoneKey}`, to: actualDate },
      ],
    });
    // Write-ahead: the buyer's "shipped" email waits until the date below is stored.
    const shipping = milestoneKey === 'shipment' && !before?.actualDate;
    if (shipping) await this.notifications.orderShipped(id.toHexString());
    const milestones = order.milestones.map((milestone) =>
      milestone.key === milestoneKey
        ? { ...milestone, actualDate, recordedByEmail: caller.email, recordedAt: now }
        : milestone,
    );
    // A milestone done early or late moves the forecast delivery: the buyer hears of it, as of a
    // date the team expects (write-ahead too). Delivery itself done is the end, not a move.
    const move =
      milestoneKey === 'delivered' ? undefined : deliveryMoveOf(order, milestones, dayOfDate(now));
    if (move)
      await this.notifications.orderDeliveryMoved(id.toHexString(), {
        milestone: milestoneKey,
        from: move.from,
        to: move.to,
        reason: OrderExpectedMessages.doneOn(
          ORDER_MILESTONE_LABELS[milestoneKey],
          actualDate,
          before?.plannedDate ?? actualDate,
        ),
        at: now.toISOString(),
      });
    await this.orders
      .updateOne(
        { _id: id },
        {
          $set: {
            milestones,
            updatedAt: now,
            ...(milestoneKey === 'delivered' ? { status: 'delivered' } : {}),
          },
        },
      )
      .exec();
    if (shipping || move) this.notifications.changeStored();
    const updated = await this.findById(id);
    if (!updated) throw new NotFoundException(OrderMessages.orderNotFound);
    await this.orderBoard.changed(updated, dayOfDate(now));
    return updated;
  }
}
