import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import type { Types } from 'mongoose';
import {
  ApiMessages,
  EXPORT_FILE_NAMES,
  TOTAL_COUNT_HEADER,
  MAX_PAGE_LIMIT,
  ORDER_BOARD_PAGE_SIZE,
  ORDER_MILESTONES,
  OrderMessages,
  UPCOMING_PAGE_SIZE,
  type OrderActivitySummary,
  type OrderBoardSummary,
  type OrderMilestoneKey,
  QuoteMessages,
  type Order,
  type OrderPreview,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { CsvExportRoute, csvDownload } from '../common/csv-download';
import { csvStream } from '../common/csv';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { attachmentDownload } from '../files/file-download';
import { AcceptOrderDto } from './dto/accept-order.dto';
import { BoardColumnQueryDto, UpcomingQueryDto } from './dto/board-query.dto';
import { BoardStagePipe } from './board-stage.pipe';
import { ListOrdersQueryDto } from './dto/list-orders-query.dto';
import {
  InspectionDto,
  PostSampleRoundDto,
  SampleDecisionDto,
  ShipmentDto,
} from './dto/order-steps.dto';
import { RecordMilestoneDto } from './dto/record-milestone.dto';
import {
  ORDER_ACTIVITY_SCHEMA,
  ORDER_BOARD_CARDS_SCHEMA,
  ORDER_BOARD_SUMMARY_SCHEMA,
  ORDER_LIST_SCHEMA,
  ORDER_PREVIEW_SCHEMA,
  ORDER_SCHEMA,
  UPCOMING_LIST_SCHEMA,
} from './order-api-schemas';
import { orderExportEvent } from './order-audit-events';
import { orderCalendar } from './order-calendar';
import { ORDER_CSV_COLUMNS } from './order-csv-columns';
import { OrderListsService } from './order-lists.service';
import { OrderStepsService } from './order-steps.service';
import { orderViewOf } from './order-views';
import { OrdersService } from './orders.service';
import { RoundNumberPipe } from './round-number.pipe';

/** HTTP to the order services: who may call what is in the guards and order-access.policy.ts. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly lists: OrderListsService,
    private readonly steps: OrderStepsService,
    private readonly audit: AuditService,
  ) {}

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

  @Get()
  @ApiOkResponse({
    description: `The Orders board (admins): late first, then at risk, then by delivery. Every order, or one page of them with \`page\` and \`limit\`; the number of orders is in ${TOTAL_COUNT_HEADER}. With \`quoteId\`, only the order made from that quote (0 or 1), for an admin or for the quote's buyer; someone else's quote gives an empty list, as a quote with no order does.`,
    schema: ORDER_LIST_SCHEMA,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Every order on the board, or the orders made from the quote asked for.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({
    description: `A page or limit out of range; ${OrderMessages.quoteFilterInvalid}.`,
  })
  @ApiForbiddenResponse({
    description: `${ApiMessages.adminOnly}: without \`quoteId\` the list is the admins' board.`,
  })
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(
    @Query() query: ListOrdersQueryDto,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Order[] | Buffer> {
    const { body, total } = await this.lists.list(query, caller);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return body;
  }

  @Roles('admin')
  @Get('upcoming')
  @ApiOkResponse({
    description: `One page (${UPCOMING_PAGE_SIZE} rows unless \`limit\` says otherwise, at most ${MAX_PAGE_LIMIT}) of the milestones not done and expected in the next 14 days (overdue ones too), soonest first; how many there are in all is in ${TOTAL_COUNT_HEADER}.`,
    schema: UPCOMING_LIST_SCHEMA,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Every milestone in the view.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: `${ApiMessages.pageInvalid}; ${ApiMessages.limitInvalid}` })
  @Header('Content-Type', 'application/json; charset=utf-8')
  async upcoming(
    @Query() query: UpcomingQueryDto,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Buffer> {
    const { body, total } = await this.lists.upcoming(query, caller);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return body;
  }

  @Roles('admin')
  @Get('board')
  @ApiOkResponse({
    description:
      'The Orders board’s columns: for each stage (in the order the work happens), how many open orders (in progress or on hold) are at it, and how many of them are late and at risk. The cards are GET /orders/board/{stage}.',
    schema: ORDER_BOARD_SUMMARY_SCHEMA,
  })
  boardSummary(@CurrentUser() caller: AuthPrincipal): Promise<OrderBoardSummary> {
    return this.lists.boardSummary(caller);
  }

  @Roles('admin')
  @Get('board/:stage')
  @ApiParam({ name: 'stage', enum: ORDER_MILESTONES })
  @ApiOkResponse({
    description: `One page (${ORDER_BOARD_PAGE_SIZE} cards unless \`limit\` says otherwise, at most ${MAX_PAGE_LIMIT}) of a stage’s open orders as the board’s cards: late first, then at risk, then by forecast delivery. How many open orders are at the stage is in ${TOTAL_COUNT_HEADER}.`,
    schema: ORDER_BOARD_CARDS_SCHEMA,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Every open order at the stage.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({
    description: `${OrderMessages.stageInvalid}; ${ApiMessages.pageInvalid}; ${ApiMessages.limitInvalid}`,
  })
  @Header('Content-Type', 'application/json; charset=utf-8')
  async boardColumn(
    @Param('stage', BoardStagePipe) stage: OrderMilestoneKey,
    @Query() query: BoardColumnQueryDto,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Buffer> {
    const { body, total } = await this.lists.column(stage, query, caller);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return body;
  }

  @Get('mine')
  @ApiOkResponse({
    description: 'The caller’s own orders, newest first.',
    schema: ORDER_LIST_SCHEMA,
  })
  mine(@CurrentUser() caller: AuthPrincipal): Promise<Order[]> {
    return this.lists.mine(caller);
  }

  @Get('mine/summary')
  @ApiOkResponse({
    description:
      'Profile’s activity card: the caller’s active (in progress or on hold) and delivered orders.',
    schema: ORDER_ACTIVITY_SCHEMA,
  })
  mySummary(@CurrentUser() caller: AuthPrincipal): Promise<OrderActivitySummary> {
    return this.steps.summaryOf(caller);
  }

  @Roles('admin')
  @CsvExportRoute(
    `Every order in the board’s order, as CSV (${EXPORT_FILE_NAMES.orders}); cells that a spreadsheet would run as formulas are neutralised.`,
  )
  async exportCsv(
    @RequestOrigin() origin: AuditOrigin,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<StreamableFile> {
    await this.audit.record(origin, orderExportEvent());
    const rows = await this.lists.exportRows(caller);
    return csvDownload(csvStream(ORDER_CSV_COLUMNS, rows), EXPORT_FILE_NAMES.orders);
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

  @Roles('admin')
  @Post(':id/samples/:milestone/rounds')
  @ApiCreatedResponse({
    description: 'The order with the new round, now waiting on the buyer.',
    schema: ORDER_SCHEMA,
  })
  @ApiBadRequestResponse({
    description: `${OrderMessages.sampleMilestoneUnknown}; ${OrderMessages.roundNeedsContent}; ${OrderMessages.filesUnknown}`,
  })
  @ApiNotFoundResponse({ description: OrderMessages.orderNotFound })
  @ApiConflictResponse({
    description: `${OrderMessages.roundWaiting(1)}; Record … first; ${OrderMessages.orderChanged}`,
  })
  async postRound(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('milestone') milestone: string,
    @Body() dto: PostSampleRoundDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.steps.postRound(id, milestone, dto, caller, origin));
  }

  @Post(':id/samples/:milestone/rounds/:round/decision')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'The order with the decision; an approval records the milestone, a changes request moves the later dates.',
    schema: ORDER_SCHEMA,
  })
  @ApiBadRequestResponse({
    description: `${OrderMessages.decisionInvalid}; ${OrderMessages.commentRequired}`,
  })
  @ApiForbiddenResponse({ description: OrderMessages.onlyBuyerDecides })
  @ApiNotFoundResponse({
    description: `${OrderMessages.orderNotFound} (also someone else’s); ${OrderMessages.roundNotFound}`,
  })
  @ApiConflictResponse({
    description: `${OrderMessages.roundAlreadyDecided(1)}; ${OrderMessages.roundNotLatest}`,
  })
  async decide(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('milestone') milestone: string,
    @Param('round', RoundNumberPipe) round: number,
    @Body() dto: SampleDecisionDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.steps.decide(id, milestone, round, dto, caller, origin));
  }

  @Roles('admin')
  @Post(':id/inspections')
  @ApiCreatedResponse({
    description: 'The order with the report; a failed one puts it on hold, a pass releases it.',
    schema: ORDER_SCHEMA,
  })
  @ApiBadRequestResponse({ description: 'The report’s field messages.' })
  @ApiNotFoundResponse({ description: OrderMessages.orderNotFound })
  @ApiConflictResponse({
    description: `${OrderMessages.orderClosed}; ${OrderMessages.orderChanged}`,
  })
  async recordInspection(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: InspectionDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.steps.recordInspection(id, dto, caller, origin));
  }

  @Roles('admin')
  @Put(':id/shipment')
  @ApiOkResponse({ description: 'The order with its shipment.', schema: ORDER_SCHEMA })
  @ApiBadRequestResponse({ description: 'The shipment’s field messages.' })
  @ApiNotFoundResponse({ description: OrderMessages.orderNotFound })
  @ApiConflictResponse({
    description: `${OrderMessages.orderClosed}; ${OrderMessages.orderChanged}`,
  })
  async putShipment(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: ShipmentDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.steps.putShipment(id, dto, caller, origin));
  }

  @Get(':id/files/:fileId')
  @ApiOkResponse({
    description: 'A file of the order (sample photos, reports, shipping documents), as a download.',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({
    description: `${OrderMessages.orderNotFound}; ${OrderMessages.fileNotFound}`,
  })
  async downloadFile(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('fileId', ObjectIdPipe) fileId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return attachmentDownload(await this.steps.openFile(id, fileId, caller), response);
  }
}
