import { Logger } from '@nestjs/common';
import { Types, type Model } from 'mongoose';
import {
  ORDER_BOARD_STAGES,
  ORDER_MILESTONE_LABELS,
  compareUpcoming,
  isOnOrderBoard,
  orderBoardCardOf,
  upcomingMilestonesOf,
  type Order,
  type OrderBoardCard,
  type OrderBoardSummary,
  type OrderMilestoneKey,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { boardOrder, compareCodes, orderViewOf } from '../order-views';
import type { OrderData, OrderRecord } from '../schemas/order.schema';
import {
  changesSince,
  type OrderBoardVersion,
  type OrderBoardVersions,
} from './order-board-versions';

/** More changed orders than this are read as a full rebuild rather than one by one. */
const MAX_CHANGED_READS = 64;
/**
 * Orders per round trip of a full read: each batch must arrive within the connection's 2 s socket
 * limit on a busy machine too (FerretDB decodes a whole batch before answering; see the users'
 * READ_BATCH_SIZE, where 2000 failed). An order is several times a user's size: at 500, a board
 * read of 230 orders in one batch answered 503 with the machine at load 23; 100 is the driver's
 * own first batch, what the full read before the copy used.
 */
const READ_BATCH_SIZE = 100;
const SERIALIZED_KEPT = 32;

/** A slice of a list: `limit` rows from `from`. */
export interface ListPage {
  from: number;
  limit: number;
}

/** 0 late, 1 at risk, 2 on track: the board's groups (as `boardRankOf`). */
export const cardRank = (card: OrderBoardCard): number => (card.late ? 0 : card.atRisk ? 1 : 2);

/** A column's order: late first, then at risk, then by forecast delivery (as `boardOrder`). */
export const compareCards = (a: OrderBoardCard, b: OrderBoardCard): number =>
  cardRank(a) - cardRank(b) ||
  compareCodes(a.deliveryDate, b.deliveryDate) ||
  compareCodes(a.reference, b.reference);

/** The first index of a sorted list whose row is not before `item` (a binary search). */
function lowerBound<T>(list: readonly T[], before: (row: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle])) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insertSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number): void {
  list.splice(
    lowerBound(list, (row) => compare(row, item) < 0),
    0,
    item,
  );
}

function removeSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number): void {
  const at = lowerBound(list, (row) => compare(row, item) < 0);
  // The orders are total (a reference is unique), so the row is there; indexOf is a safety net.
  const index = list[at] === item ? at : list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}

/**
 * The board as the dashboard reads it, as of one day: each stage's open orders as cards in the
 * board's order, and the upcoming milestones soonest first. Built once per day (or full read);
 * a changed order's rows are then taken out and put back in place (binary search), not re-sorted.
 */
interface BoardState {
  day: string;
  columns: Map<OrderMilestoneKey, OrderBoardCard[]>;
  upcoming: UpcomingMilestone[];
  rows: Map<string, { card?: OrderBoardCard; upcoming: UpcomingMilestone[] }>;
}

/**
 * The in-process read model of the board (ORDERS_BOARD=memory): every order's record in this
 * process, kept current through the version document. Each read first reads that document by
 * `_id`; when another process (or this one) has written orders since, only those are read again,
 * by `_id`. Views, the board's order and the upcoming list are derived per day, so ranks that
 * depend on the date move at midnight without any write. The copy is read again in full when it
 * fell behind the ring, on first use, and at least every `rebuildMs` (in the background, once it
 * has been built), which bounds how long a change made outside the API stays invisible.
 */
export class OrderBoardCache {
  private readonly logger = new Logger(OrderBoardCache.name);
  private records = new Map<string, OrderData>();
  private seq = -1;
  private builtAt = 0;
  /** Bumped whenever `records` changes: the derived lists below are for one generation. */
  private generation = 0;
  private readonly views = new Map<string, { record: OrderData; day: string; view: Order }>();
  private sorted?: { generation: number; day: string; board: Order[] };
  private state?: BoardState;
  private readonly serialized = new Map<string, Buffer>();
  private serializedFor = '';
  private lock: Promise<unknown> = Promise.resolve();
  private versionRead?: Promise<OrderBoardVersion | null>;
  private nextVersionRead?: Promise<OrderBoardVersion | null>;
  private backgroundRebuild?: Promise<void>;

  constructor(
    private readonly orders: Model<OrderRecord>,
    private readonly versions: OrderBoardVersions,
    private readonly rebuildMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Every order in the board's order, as of `today`. */
  async board(today: string): Promise<Order[]> {
    await this.catchUp();
    if (this.sorted?.generation !== this.generation || this.sorted.day !== today) {
      const board = [...this.records.values()].map((record) => this.viewOf(record, today));
      this.sorted = { generation: this.generation, day: today, board: board.sort(boardOrder) };
    }
    return this.sorted.board;
  }

  /** Every milestone of the upcoming view, soonest first. */
  async upcoming(today: string): Promise<UpcomingMilestone[]> {
    return (await this.stateOn(today)).upcoming;
  }

  /** The board (or one slice of it) as its JSON answer, serialized once per change and day. */
  async boardJson(today: string, page?: ListPage): Promise<{ total: number; body: Buffer }> {
    const board = await this.board(today);
    const key = page ? `board:${page.from}:${page.limit}` : 'board';
    const body = this.serializedOnce(key, today, () =>
      page ? board.slice(page.from, page.from + page.limit) : board,
    );
    return { total: board.length, body };
  }

  /** One page of a stage's column, as cards, and how many open orders are at that stage. */
  async columnJson(
    today: string,
    stage: OrderMilestoneKey,
    page: ListPage,
  ): Promise<{ total: number; body: Buffer }> {
    const cards = (await this.stateOn(today)).columns.get(stage) ?? [];
    const body = this.serializedOnce(`column:${stage}:${page.from}:${page.limit}`, today, () =>
      cards.slice(page.from, page.from + page.limit),
    );
    return { total: cards.length, body };
  }

  /** Each column's count, and how many of its cards are late and at risk (they lead it). */
  async summary(today: string): Promise<OrderBoardSummary> {
    const { columns } = await this.stateOn(today);
    const summary = ORDER_BOARD_STAGES.map((stage) => {
      const cards = columns.get(stage) ?? [];
      const late = lowerBound(cards, (card) => cardRank(card) < 1);
      const atRisk = lowerBound(cards, (card) => cardRank(card) < 2) - late;
      return { stage, label: ORDER_MILESTONE_LABELS[stage], total: cards.length, late, atRisk };
    });
    return { columns: summary, total: summary.reduce((sum, column) => sum + column.total, 0) };
  }

  /** One page of the upcoming view as its JSON answer, and how many milestones it holds. */
  async upcomingJson(today: string, page: ListPage): Promise<{ total: number; body: Buffer }> {
    const list = await this.upcoming(today);
    const body = this.serializedOnce(`upcoming:${page.from}:${page.limit}`, today, () =>
      list.slice(page.from, page.from + page.limit),
    );
    return { total: list.length, body };
  }

  /** The columns and the upcoming list as of `today`: built in full once a day or full read. */
  private async stateOn(today: string): Promise<BoardState> {
    await this.catchUp();
    if (this.state?.day === today) return this.state;
    const state: BoardState = { day: today, columns: new Map(), upcoming: [], rows: new Map() };
    for (const stage of ORDER_BOARD_STAGES) state.columns.set(stage, []);
    for (const [id, record] of this.records) {
      const rows = this.rowsOf(record, today);
      state.rows.set(id, rows);
      if (rows.card) state.columns.get(rows.card.stage)?.push(rows.card);
      state.upcoming.push(...rows.upcoming);
    }
    for (const cards of state.columns.values()) cards.sort(compareCards);
    state.upcoming.sort(compareUpcoming);
    this.state = state;
    return state;
  }

  private rowsOf(
    record: OrderData,
    today: string,
  ): { card?: OrderBoardCard; upcoming: UpcomingMilestone[] } {
    // Not kept: the columns need the cards only, and 10,000 whole views held for the day made the
    // heap (and each full collection's pause) several times larger. GET /orders keeps its own.
    const known = this.views.get(record._id.toHexString());
    const view =
      known?.record === record && known.day === today ? known.view : orderViewOf(record, today);
    return {
      card: isOnOrderBoard(view) ? orderBoardCardOf(view) : undefined,
      upcoming: upcomingMilestonesOf(view, today),
    };
  }

  /** A changed (or deleted) order: its rows out of the lists, and its new ones put in place. */
  private replaceRows(state: BoardState, id: string, record: OrderData | undefined): void {
    const old = state.rows.get(id);
    if (old?.card) removeSorted(state.columns.get(old.card.stage) ?? [], old.card, compareCards);
    for (const row of old?.upcoming ?? []) removeSorted(state.upcoming, row, compareUpcoming);
    state.rows.delete(id);
    if (!record) return;
    const rows = this.rowsOf(record, state.day);
    state.rows.set(id, rows);
    if (rows.card) insertSorted(state.columns.get(rows.card.stage) ?? [], rows.card, compareCards);
    for (const row of rows.upcoming) insertSorted(state.upcoming, row, compareUpcoming);
  }

  /**
   * Answers are kept serialized for the current generation and day: a 2.5 MB upcoming list costs
   * far more to serialize than to look up. At most SERIALIZED_KEPT of them (pages of any size).
   */
  private serializedOnce(key: string, today: string, value: () => unknown): Buffer {
    const stamp = `${this.generation}:${today}`;
    if (this.serializedFor !== stamp) {
      this.serialized.clear();
      this.serializedFor = stamp;
    }
    const known = this.serialized.get(key);
    if (known) return known;
    const body = Buffer.from(JSON.stringify(value()));
    if (this.serialized.size < SERIALIZED_KEPT) this.serialized.set(key, body);
    return body;
  }

  private viewOf(record: OrderData, today: string): Order {
    const id = record._id.toHexString();
    const known = this.views.get(id);
    if (known && known.record === record && known.day === today) return known.view;
    const view = orderViewOf(record, today);
    this.views.set(id, { record, day: today, view });
    return view;
  }

  /** One at a time: two requests behind the same write read the changed orders once. */
  private serially<T>(step: () => Promise<T>): Promise<T> {
    const run = this.lock.then(step, step);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** The first full read, started with the process so the first request does not wait for it. */
  warmUp(): void {
    this.serially(async () => {
      if (this.seq < 0) await this.rebuild();
    }).catch((error: unknown) =>
      this.logger.warn(`The board's first full read failed: ${String(error)}`),
    );
  }

  /**
   * The version document, read after this call started: a read already under way may have started
   * before a write this caller saw, so callers arriving during it share the next read instead. A
   * burst of requests (the Orders page asks for about nine at once) costs two reads, not nine.
   */
  private freshVersion(): Promise<OrderBoardVersion | null> {
    if (!this.versionRead) return this.readVersion();
    this.nextVersionRead ??= this.versionRead
      .catch(() => undefined)
      .then(() => {
        this.nextVersionRead = undefined;
        return this.readVersion();
      });
    return this.nextVersionRead;
  }

  private readVersion(): Promise<OrderBoardVersion | null> {
    const read = this.versions.current();
    this.versionRead = read;
    const done = () => {
      if (this.versionRead === read) this.versionRead = undefined;
    };
    read.then(done, done);
    return read;
  }

  private async catchUp(): Promise<void> {
    const version = await this.freshVersion();
    const due = this.clock() - this.builtAt >= this.rebuildMs;
    if (this.seq >= 0 && due && this.rebuildMs > 0) this.rebuildInBackground();
    const target = version?.seq ?? 0;
    if (this.seq === target && !(due && this.rebuildMs === 0)) return;
    const from = this.seq;
    await this.serially(async () => {
      if (this.rebuildMs === 0) return this.rebuild();
      // Another request of the same burst caught up (or built the copy) while this one waited.
      if (this.seq !== from && this.seq >= target) return;
      if (this.seq < 0) return this.rebuild();
      const changes = changesSince(await this.versions.current(), this.seq);
      if (!changes || changes.ids.length > MAX_CHANGED_READS) return this.rebuild();
      await this.apply(changes.ids);
      this.seq = changes.upTo;
    });
  }

  private async apply(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const fresh = await Promise.all(
      ids.map((id) => this.orders.findById(new Types.ObjectId(id)).lean<OrderData>().exec()),
    );
    ids.forEach((id, index) => {
      const record = fresh[index] ?? undefined;
      if (record) this.records.set(id, record);
      else {
        this.records.delete(id);
        this.views.delete(id);
      }
      if (this.state) this.replaceRows(this.state, id, record);
    });
    this.generation += 1;
  }

  /** Reads every order; the version is read first, so a write during the scan is read again. */
  private async readAll(): Promise<{ seq: number; records: Map<string, OrderData> }> {
    const version = await this.versions.current();
    const records = new Map<string, OrderData>();
    const cursor = this.orders.find().lean<OrderData>().cursor({ batchSize: READ_BATCH_SIZE });
    for await (const record of cursor) records.set(record._id.toHexString(), record);
    return { seq: version?.seq ?? 0, records };
  }

  private async rebuild(): Promise<void> {
    const { seq, records } = await this.readAll();
    this.swapIn(seq, records);
  }

  private swapIn(seq: number, records: Map<string, OrderData>): void {
    this.records = records;
    this.seq = seq;
    this.builtAt = this.clock();
    this.generation += 1;
    this.state = undefined;
    for (const id of this.views.keys()) if (!records.has(id)) this.views.delete(id);
  }

  /**
   * The periodic full read, while the current copy keeps answering; once read, the copy is
   * swapped in and the changes made during the scan are read on the next request.
   */
  private rebuildInBackground(): void {
    if (this.backgroundRebuild) return;
    this.builtAt = this.clock();
    this.backgroundRebuild = this.readAll()
      .then(({ seq, records }) => this.serially(async () => this.swapIn(seq, records)))
      .catch((error: unknown) =>
        this.logger.warn(`The board's periodic full read failed: ${String(error)}`),
      )
      .finally(() => (this.backgroundRebuild = undefined));
  }
}
