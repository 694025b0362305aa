import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { QuotesModule } from '../quotes/quotes.module';
import { OrderBoard } from './board/order-board.service';
import { OrderBoardVersions } from './board/order-board-versions';
import { OrderEvents } from './order-events';
import { OrderReferencesService } from './order-references.service';
import { OrderLateCheck } from './order-late-check';
import { OrderListsService } from './order-lists.service';
import { OrderStepsService } from './order-steps.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { OrderRecord, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: OrderRecord.name, schema: OrderSchema }]),
    QuotesModule,
    AuditModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderListsService,
    OrderStepsService,
    OrderLateCheck,
    OrderReferencesService,
    OrderEvents,
    OrderBoard,
    OrderBoardVersions,
  ],
  // OrderEvents is the notifications' seam: the outbox subscribes with on().
  exports: [OrderEvents, OrderLateCheck],
})
export class OrdersModule {}
