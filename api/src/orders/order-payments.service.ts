import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { dayOfDate, OrderMessages } from '@threadline/contracts';
import { OfferMessages, paymentRefusals, type PaymentInput } from '@threadline/contracts/offers';
import type { AuthPrincipal } from '../access/auth-principal';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { paymentsOf } from './order-payments';
import { OrderRecord, type OrderData, type StoredPayment } from './schemas/order.schema';

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Payments received on an order with lines (issue 37): an admin records each (amount, date,
 * reference); the entry is audited with the paid total before and after, and the schedule the
 * order answers applies it to the amounts due, the deposit first.
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly audit: AuditService,
  ) {}

  async record(
    id: Types.ObjectId,
    input: PaymentInput,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    now = new Date(),
  ): Promise<OrderData> {
    const order = await this.orders.findById(id).lean<OrderData>().exec();
    if (!order) throw new NotFoundException(OrderMessages.orderNotFound);
    if (order.status === 'cancelled') throw new ConflictException(OrderMessages.orderClosed);
    const before = paymentsOf(order);
    if (!before) throw new ConflictException(OfferMessages.paymentsNeedLines);
    const refusals = paymentRefusals(input, order.startDate, dayOfDate(now));
    if (refusals.length > 0) throw new BadRequestException(refusals);
    const payment: StoredPayment = {
      amountMinor: input.amountMinor,
      date: input.date,
      reference: input.reference.trim(),
      recordedAt: now,
      recordedByEmail: caller.email,
    };
    const after = paymentsOf({ ...order, payments: [...(order.payments ?? []), payment] });
    await this.audit.record(origin, {
      action: 'order.payment_recorded',
      target: { type: 'order', id: id.toHexString(), label: order.reference },
      changes: [
        {
          field: 'payment',
          to: `${money(payment.amountMinor)} ${order.currency} on ${payment.date}, ${payment.reference}`,
        },
        {
          field: 'paidMinor',
          from: String(before.paidMinor),
          to: String(after?.paidMinor ?? before.paidMinor),
        },
        ...(before.depositPaid !== after?.depositPaid
          ? [
              {
                field: 'depositPaid',
                from: String(before.depositPaid),
                to: String(after?.depositPaid),
              },
            ]
          : []),
      ],
    });
    // A push, not a rewrite: two payments recorded at once are both kept.
    const updated = await this.orders
      .findOneAndUpdate(
        { _id: id },
        { $push: { payments: payment }, $set: { updatedAt: now } },
        { new: true },
      )
      .lean<OrderData>()
      .exec();
    if (!updated) throw new NotFoundException(OrderMessages.orderNotFound);
    return updated;
  }
}
