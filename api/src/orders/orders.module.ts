import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { OffersModule } from '../offers/offers.module';
import { QuotesModule } from '../quotes/quotes.module';
import { UsersModule } from '../users/users.module';
import { OrderBoard } from './board/order-board.service';
import { OrderBoardVersions } from './board/order-board-versions';
import { OrderExpectedDatesService } from './order-expected-dates.service';
import { OrderSampleUndoService } from './order-sample-undo.service';
import { OrderReferencesService } from './order-references.service';
import { OrderLateCheck } from './order-late-check';
import { OrderPaymentsController } from './order-payments.controller';
import { OrderPaymentsService } from './order-payments.service';
import { OrderListsService } from './order-lists.service';
import { OrderStepsService } from './order-steps.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { OrderRecord, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: OrderRecord.name, schema: OrderSchema }]),
    QuotesModule,
    OffersModule,
    AuditModule,
    UsersModule,
  ],
  controllers: [OrdersController, OrderPaymentsController],
  providers: [
    OrdersService,
    OrderListsService,
    OrderStepsService,
    OrderExpectedDatesService,
    OrderSampleUndoService,
    OrderLateCheck,
    OrderPaymentsService,
    OrderReferencesService,
    OrderBoard,
    OrderBoardVersions,
  ],
  // Notifications are recorded in the outbox by the services themselves (write-ahead), so the
  // module exports no event seam: an in-process emitter would lose an email on a crash.
  exports: [OrderLateCheck],
})
export class OrdersModule {}
