import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import {
  dayOfDate,
  OrderMessages,
  QuoteMessages,
  upcomingMilestones,
  type Order,
  type OrderPreview,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { AcceptOrderDto } from './dto/accept-order.dto';
import { RecordMilestoneDto } from './dto/record-milestone.dto';
import { orderCalendar } from './order-calendar';
import {
  ORDER_LIST_SCHEMA,
  ORDER_PREVIEW_SCHEMA,
  ORDER_SCHEMA,
  UPCOMING_LIST_SCHEMA,
} from './order-api-schemas';
import { boardOrder, orderViewOf } from './order-views';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('preview')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'The plan the order would get, nothing stored; `plan.warning` when the needed-by date cannot be met.',
    schema: ORDER_PREVIEW_SCHEMA,
  })
  @ApiBadRequestResponse({ description: 'The field messages of the acceptance form.' })
  @ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also someone else’s).` })
  @ApiConflictResponse({
    description: `${OrderMessages.quoteNotQuoted}; ${OrderMessages.offerChanged}`,
  })
  preview(
    @Body() dto: AcceptOrderDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<OrderPreview> {
    return this.orders.preview(dto, caller);
  }

  @Post()
  @ApiCreatedResponse({
    description:
      'The buyer accepts their quoted request, or an admin converts a quoted or won one.',
    schema: ORDER_SCHEMA,
  })
  @ApiBadRequestResponse({ description: 'The field messages of the acceptance form.' })
  @ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also someone else’s).` })
  @ApiConflictResponse({
    description: `${OrderMessages.quoteAlreadyOrdered}; ${OrderMessages.quoteNotQuoted}; ${OrderMessages.offerChanged}`,
  })
  async accept(
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: AcceptOrderDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.orders.accept(dto, caller, origin));
  }

  @Roles('admin')
  @Get()
  @ApiOkResponse({
    description: 'The Orders board: every order, late first, then at risk, then by delivery.',
    schema: ORDER_LIST_SCHEMA,
  })
  async board(): Promise<Order[]> {
    return (await this.orders.listAll()).map((order) => orderViewOf(order)).sort(boardOrder);
  }

  @Roles('admin')
  @Get('upcoming')
  @ApiOkResponse({
    description:
      'Milestones not done and expected in the next 14 days (overdue ones too), soonest first.',
    schema: UPCOMING_LIST_SCHEMA,
  })
  async upcoming(): Promise<UpcomingMilestone[]> {
    const today = dayOfDate(new Date());
    const orders = (await this.orders.listAll()).map((order) => orderViewOf(order, today));
    return upcomingMilestones(orders, today);
  }

  @Get('mine')
  @ApiOkResponse({
    description: 'The caller’s own orders, newest first.',
    schema: ORDER_LIST_SCHEMA,
  })
  async mine(@CurrentUser() caller: AuthPrincipal): Promise<Order[]> {
    return (await this.orders.listOwnedBy(caller.uid)).map((order) => orderViewOf(order));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One order with its plan and progress.', schema: ORDER_SCHEMA })
  @ApiNotFoundResponse({ description: `${OrderMessages.orderNotFound} (also someone else’s).` })
  async findOne(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.orders.findVisible(id, caller));
  }

  // Public: a calendar app subscribes without a session; the per-order token is the key.
  @Public()
  @Get(':id/calendar.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOkResponse({
    description: 'The milestones as an RFC 5545 calendar, on their expected dates.',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: `${OrderMessages.orderNotFound} (also for a wrong token).` })
  async calendar(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Query('token') token: unknown,
  ): Promise<string> {
    const order = await this.orders.findByCalendarToken(id, token);
    return orderCalendar(orderViewOf(order), 'orders.threadline');
  }

  @Roles('admin')
  @Patch(':id/milestones/:key')
  @ApiOkResponse({
    description: 'The order, its later dates moved by any slip.',
    schema: ORDER_SCHEMA,
  })
  @ApiBadRequestResponse({
    description: `${OrderMessages.actualDateInvalid}; ${OrderMessages.actualDateInFuture}; ${OrderMessages.milestoneUnknown}`,
  })
  @ApiNotFoundResponse({ description: OrderMessages.orderNotFound })
  @ApiConflictResponse({
    description: `${OrderMessages.bulkBeforePreProduction}; ${OrderMessages.orderClosed}`,
  })
  async recordMilestone(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('key') key: string,
    @Body() dto: RecordMilestoneDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.orders.recordActual(id, key, dto.actualDate, caller, origin));
  }
}
