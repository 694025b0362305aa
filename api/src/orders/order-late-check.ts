import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { dayOfDate } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderBoard } from './board/order-board.service';
import { orderViewOf } from './order-views';
import { OrderRecord, type OrderData } from './schemas/order.schema';

/**
 * The periodic check behind "a milestone late": every `ORDERS_LATE_CHECK_MS` (an hour) each API
 * process looks at the open orders and records one notification per milestone that has become
 * late (its planned date passed, not done). The key names the order and the milestone, so two
 * processes checking at once, or a check repeated, still send one email per audience; the order
 * remembers what it has announced (`lateNotified`) so later checks skip it without touching the
 * outbox. One email per late milestone, not one a day: a daily reminder of the same slip would
 * teach people to ignore these.
 */
@Injectable()
export class OrderLateCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderLateCheck.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
    private readonly board: OrderBoard,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.run().catch((error: unknown) =>
        this.logger.warn(`The late-milestone check failed: ${String(error)}`),
      );
    }, this.config.mail.worker.lateCheckMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Records the notifications of milestones late on `today`; answers how many were new. */
  async run(today: string = dayOfDate(new Date())): Promise<number> {
    const open = await this.orders
      .find({ status: { $in: ['in_progress', 'on_hold'] } })
      .lean<OrderData[]>()
      .exec();
    // Ranks and forecasts move with the date: the open orders' board fields follow the day.
    await this.board.refresh(open, today);
    let recorded = 0;
    for (const order of open) {
      const announced = order.lateNotified ?? [];
      const { progress } = orderViewOf(order, today);
      const lateOnes = progress.milestones.filter((m) => m.late && !announced.includes(m.key));
      if (lateOnes.length === 0) continue;
      for (const { key, plannedDate } of lateOnes)
        await this.notifications.orderMilestoneLate(order._id.toHexString(), {
          milestone: key,
          plannedDate,
          deliveryDate: progress.deliveryDate,
        });
      const late = lateOnes.map((m) => m.key);
      // Only this field: a concurrent write to the order ($set of other fields) is not undone.
      await this.orders
        .updateOne({ _id: order._id }, { $set: { lateNotified: [...announced, ...late] } })
        .exec();
      recorded += late.length;
    }
    if (recorded > 0) this.notifications.changeStored();
    return recorded;
  }
}
