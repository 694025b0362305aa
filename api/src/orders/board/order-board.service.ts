import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Connection, Model, Types } from 'mongoose';
import {
  addDays,
  dayOfDate,
  isOnOrderBoard,
  ORDER_BOARD_STAGES,
  ORDER_BOARD_STATUSES,
  ORDER_MILESTONE_LABELS,
  orderBoardCardOf,
  UPCOMING_MILESTONE_DAYS,
  upcomingMilestones,
  type Order,
  type OrderBoardSummary,
  type OrderMilestoneKey,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { AppConfig } from '../../config/app.config';
import { orderViewOf } from '../order-views';
import { OrderRecord, type OrderData } from '../schemas/order.schema';
import { OrderBoardCache, type ListPage } from './order-board-cache';
import { boardFieldsOf, NEVER_STALE } from './order-board-fields';
import { OrderBoardVersions } from './order-board-versions';
import { isFerretDb } from '../../common/database-engine';

/** One board answer: the orders asked for and how many there are in all. */
export interface BoardPage {
  total: number;
  orders: Order[];
}

/** Rows refreshed per bulk write when their day has passed. */
const REFRESH_BATCH = 500;

/** The board's sort, as the stored fields hold it: an index range on MongoDB. */
const BOARD_SORT = { 'board.rank': 1, 'board.deliveryDate': 1, reference: 1 } as const;
const onBoard = { status: { $in: [...ORDER_BOARD_STATUSES] } };

/**
 * The rows whose board fields were computed for another day than `today` (before it, or after it
 * on a replica whose clock passed midnight first), or never (orders stored before them): three
 * ranges of the `board.day` index. Rows with every milestone done carry NEVER_STALE.
 */
const staleOn = (today: string) => ({
  $or: [
    { 'board.day': { $lt: today } },
    { 'board.day': { $gt: today, $lt: NEVER_STALE } },
    { 'board.day': null },
  ],
});
const isStale = (record: OrderData, today: string) =>
  !record.board || (record.board.day !== today && record.board.day !== NEVER_STALE);

/**
 * The Orders board and the upcoming-milestones view, and what keeps them fresh. Every order write
 * calls `changed` (or `removed`): the order's stored board fields are recomputed and the version
 * document bumped. Reads go to the database's indexes (`database`) or to the in-process copy
 * (`memory`), as ORDERS_BOARD says; `auto` takes memory on FerretDB, whose SQLite backend
 * decodes every document for any filter or sort but `_id`.
 */
@Injectable()
export class OrderBoard implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(OrderBoard.name);
  private cache?: OrderBoardCache;

  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly versions: OrderBoardVersions,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const { mode, rebuildSeconds } = this.config.ordersBoard;
    if (mode === 'memory' || (mode === 'auto' && (await isFerretDb(this.connection))))
      this.cache = new OrderBoardCache(this.orders, this.versions, rebuildSeconds * 1000);
  }

  /**
   * The copy's first full read starts with the process, off the readiness path (with a bound of 0
   * every read is a full read anyway).
   */
  onApplicationBootstrap(): void {
    if (this.config.ordersBoard.rebuildSeconds > 0) this.cache?.warmUp();
  }

  /** Which read path answers: the in-process copy or the database. */
  get mode(): 'memory' | 'database' {
    return this.cache ? 'memory' : 'database';
  }

  /**
   * After a write to the order: its board fields as of today (unless another write got in since
   * it was read; that one refreshes them), then the version every process's copy follows. The
   * write itself is done: a failure here is logged, and the staleness bound covers it.
   */
  async changed(record: OrderData, today: string = dayOfDate(new Date())): Promise<void> {
    try {
      await this.orders
        .updateOne(
          { _id: record._id, updatedAt: record.updatedAt },
          { $set: { board: boardFieldsOf(record, today) } },
        )
        .exec();
      await this.versions.bump(record._id);
    } catch (error) {
      this.logger.warn(
        `The board missed a change to ${record._id.toHexString()}: ${String(error)}`,
      );
    }
  }

  /** After a write that stored the board fields itself (an acceptance), or took the order out. */
  async announce(id: Types.ObjectId): Promise<void> {
    try {
      await this.versions.bump(id);
    } catch (error) {
      this.logger.warn(`The board missed a change to ${id.toHexString()}: ${String(error)}`);
    }
  }

  /** Every order (no `page`), or `limit` of them from `from`, in the board's order. */
  async board(
    page?: { from: number; limit: number },
    today: string = dayOfDate(new Date()),
  ): Promise<BoardPage> {
    if (this.cache) {
      const board = await this.cache.board(today);
      return {
        total: board.length,
        orders: page ? board.slice(page.from, page.from + page.limit) : board,
      };
    }
    await this.refreshStale(today);
    let query = this.orders.find().sort(BOARD_SORT);
    if (page) query = query.skip(page.from).limit(page.limit);
    const [total, records] = await Promise.all([
      this.orders.countDocuments().exec(),
      query.lean<OrderData[]>().exec(),
    ]);
    return { total, orders: records.map((record) => orderViewOf(record, today)) };
  }

  /** `board` as its JSON answer: the in-process copy keeps it serialized until the next change. */
  async boardJson(
    page?: { from: number; limit: number },
    today: string = dayOfDate(new Date()),
  ): Promise<{ total: number; body: Buffer }> {
    if (this.cache) return this.cache.boardJson(today, page);
    const { total, orders } = await this.board(page, today);
    return { total, body: Buffer.from(JSON.stringify(orders)) };
  }

  /** One page of a stage's column as cards (JSON), and how many open orders are at the stage. */
  async columnJson(
    stage: OrderMilestoneKey,
    page: ListPage,
    today: string = dayOfDate(new Date()),
  ): Promise<{ total: number; body: Buffer }> {
    if (this.cache) return this.cache.columnJson(today, stage, page);
    await this.refreshStale(today);
    const filter = { ...onBoard, 'board.stage': stage };
    const [total, records] = await Promise.all([
      this.orders.countDocuments(filter).exec(),
      this.orders
        .find(filter)
        .sort(BOARD_SORT)
        .skip(page.from)
        .limit(page.limit)
        .lean<OrderData[]>()
        .exec(),
    ]);
    const cards = records
      .map((record) => orderViewOf(record, today))
      .filter(isOnOrderBoard)
      .map(orderBoardCardOf);
    return { total, body: Buffer.from(JSON.stringify(cards)) };
  }

  /** Each stage's count of open orders, and how many of them are late and at risk. */
  async summary(today: string = dayOfDate(new Date())): Promise<OrderBoardSummary> {
    if (this.cache) return this.cache.summary(today);
    await this.refreshStale(today);
    const groups = await this.orders
      .aggregate<{ _id: { stage: string; rank: number }; count: number }>([
        { $match: onBoard },
        { $group: { _id: { stage: '$board.stage', rank: '$board.rank' }, count: { $sum: 1 } } },
      ])
      .exec();
    const countOf = (stage: string, rank?: number) =>
      groups
        .filter(
          (group) => group._id.stage === stage && (rank === undefined || group._id.rank === rank),
        )
        .reduce((sum, group) => sum + group.count, 0);
    const columns = ORDER_BOARD_STAGES.map((stage) => ({
      stage,
      label: ORDER_MILESTONE_LABELS[stage],
      total: countOf(stage),
      late: countOf(stage, 0),
      atRisk: countOf(stage, 1),
    }));
    return { columns, total: columns.reduce((sum, column) => sum + column.total, 0) };
  }

  /** One page of the upcoming view as its JSON answer, and how many milestones it holds. */
  async upcomingJson(
    page: ListPage,
    today: string = dayOfDate(new Date()),
  ): Promise<{ total: number; body: Buffer }> {
    if (this.cache) return this.cache.upcomingJson(today, page);
    const list = await this.upcoming(today);
    return {
      total: list.length,
      body: Buffer.from(JSON.stringify(list.slice(page.from, page.from + page.limit))),
    };
  }

  /** Milestones not done and expected within UPCOMING_MILESTONE_DAYS (overdue ones too). */
  async upcoming(today: string = dayOfDate(new Date())): Promise<UpcomingMilestone[]> {
    if (this.cache) return this.cache.upcoming(today);
    await this.refreshStale(today);
    // The rows are as of today (refreshed above), so this range holds every order with a
    // milestone in the window; the view then decides which of its milestones are in.
    const records = await this.orders
      .find({ 'board.open.expectedDate': { $lte: addDays(today, UPCOMING_MILESTONE_DAYS) } })
      .lean<OrderData[]>()
      .exec();
    return upcomingMilestones(
      records.map((record) => orderViewOf(record, today)),
      today,
    );
  }

  /**
   * Recomputes the rows whose day has passed (ranks and forecasts move with the date) and those
   * stored before the board fields existed: the lazy migration. An index range of `board.day`;
   * empty on most reads, as the hourly late check refreshes the open orders after midnight.
   */
  async refreshStale(today: string): Promise<number> {
    const stale = await this.orders.find(staleOn(today)).lean<OrderData[]>().exec();
    await this.refresh(stale, today);
    return stale.length;
  }

  /** Writes the board fields of `records` computed for another day (what the late check read). */
  async refresh(records: readonly OrderData[], today: string): Promise<void> {
    const due = records.filter((record) => isStale(record, today));
    for (let from = 0; from < due.length; from += REFRESH_BATCH) {
      const operations: AnyBulkWriteOperation<OrderRecord>[] = due
        .slice(from, from + REFRESH_BATCH)
        .map((record) => ({
          updateOne: {
            filter: { _id: record._id, updatedAt: record.updatedAt },
            update: { $set: { board: boardFieldsOf(record, today) } },
          },
        }));
      await this.orders.bulkWrite(operations, { ordered: false });
    }
  }
}
