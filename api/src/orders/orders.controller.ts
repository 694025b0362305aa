import {
  Body,
  Controller,
  Delete,
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
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import type { Types } from 'mongoose';
import {
  EXPORT_FILE_NAMES,
  TOTAL_COUNT_HEADER,
  type OrderActivitySummary,
  type OrderBoardSummary,
  type OrderMilestoneKey,
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
import { MilestoneExpectedDto, RecordMilestoneDto } from './dto/record-milestone.dto';
import { OrderExpectedDatesService } from './order-expected-dates.service';
import { OrderSampleUndoService } from './order-sample-undo.service';
import { orderExportEvent } from './order-audit-events';
import { ordersApiDocs } from './orders-api-docs';
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
    private readonly expectedDates: OrderExpectedDatesService,
    private readonly sampleUndo: OrderSampleUndoService,
    private readonly audit: AuditService,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @ordersApiDocs.preview
  preview(
    @Body() dto: AcceptOrderDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<OrderPreview> {
    return this.orders.preview(dto, caller);
  }

  @Post()
  @ordersApiDocs.accept
  async accept(
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: AcceptOrderDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.orders.accept(dto, caller, origin));
  }

  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ordersApiDocs.list
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
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ordersApiDocs.upcoming
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
  @ordersApiDocs.boardSummary
  boardSummary(@CurrentUser() caller: AuthPrincipal): Promise<OrderBoardSummary> {
    return this.lists.boardSummary(caller);
  }

  @Roles('admin')
  @Get('board/:stage')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ordersApiDocs.boardColumn
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
  @ordersApiDocs.mine
  mine(@CurrentUser() caller: AuthPrincipal): Promise<Order[]> {
    return this.lists.mine(caller);
  }

  @Get('mine/summary')
  @ordersApiDocs.mySummary
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
  @ordersApiDocs.findOne
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
  @ordersApiDocs.calendar
  async calendar(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Query('token') token: unknown,
  ): Promise<string> {
    const order = await this.orders.findByCalendarToken(id, token);
    return orderCalendar(orderViewOf(order), 'orders.threadline');
  }

  @Roles('admin')
  @Patch(':id/milestones/:key')
  @ordersApiDocs.recordMilestone
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
  @Put(':id/milestones/:key/expected')
  @ordersApiDocs.setExpected
  async setExpected(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('key') key: string,
    @Body() dto: MilestoneExpectedDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.expectedDates.setExpected(id, key, dto, caller, origin));
  }

  @Roles('admin')
  @Post(':id/samples/:milestone/rounds')
  @ordersApiDocs.postRound
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
  @ordersApiDocs.decide
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

  @Delete(':id/samples/:milestone/rounds/:round/decision')
  @ordersApiDocs.undoApproval
  async undoApproval(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('milestone') milestone: string,
    @Param('round', RoundNumberPipe) round: number,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.sampleUndo.undoApproval(id, milestone, round, caller, origin));
  }

  @Roles('admin')
  @Post(':id/inspections')
  @ordersApiDocs.recordInspection
  async recordInspection(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: InspectionDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.steps.recordInspection(id, dto, caller, origin));
  }

  @Get(':id/inspections/:inspectionId/report.pdf')
  @ordersApiDocs.inspectionReport
  async inspectionReport(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('inspectionId', ObjectIdPipe) inspectionId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.steps.inspectionReport(id, inspectionId, caller);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `inline; filename="${fileName}"`,
    });
  }

  @Roles('admin')
  @Put(':id/shipment')
  @ordersApiDocs.putShipment
  async putShipment(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: ShipmentDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.steps.putShipment(id, dto, caller, origin));
  }

  @Get(':id/files/:fileId')
  @ordersApiDocs.downloadFile
  async downloadFile(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('fileId', ObjectIdPipe) fileId: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return attachmentDownload(await this.steps.openFile(id, fileId, caller), response);
  }
}
