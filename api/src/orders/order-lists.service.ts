import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  dayOfDate,
  ORDER_BOARD_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
  type Order,
  type OrderBoardSummary,
  type OrderMilestoneKey,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { adminOnlyRefusal } from '../access/step-up';
import { OrderBoard } from './board/order-board.service';
import { mayListEveryOrder, mayReadOrder } from './order-access.policy';
import { boardOrder, orderViewOf } from './order-views';
import { OrdersService } from './orders.service';

/** What GET /orders asks: a page of the board, or the order made from one quote. */
export interface OrdersListQuery {
  quoteId?: string;
  page?: number;
  limit?: number;
}

/** A board page when the client asks for one (`limit` alone means page 1). */
export const ORDERS_PAGE_SIZE = 50;

/** `page` (from 1) and `limit` of a list query, as the slice they ask for. */
export interface PageQuery {
  page?: number;
  limit?: number;
}
const sliceOf = (query: PageQuery, defaultLimit: number) => {
  const limit = query.limit ?? defaultLimit;
  return { from: ((query.page ?? 1) - 1) * limit, limit };
};

/**
 * The lists across orders, each with its own rule of who may read it: the admins' board (or the
 * order made from one quote, which its buyer may ask for too), the upcoming milestones, the
 * buyer's own orders and the rows of the export.
 */
@Injectable()
export class OrderListsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly orderBoard: OrderBoard,
  ) {}

  /**
   * GET /orders: the matches (one page when `page` or `limit` is given) and how many there are.
   * The board comes as its ready JSON body (kept by the board's read model), one quote's order
   * as a list.
   */
  async list(
    query: OrdersListQuery,
    caller: AuthPrincipal,
  ): Promise<{ body: Order[] | Buffer; total: number }> {
    if (query.quoteId !== undefined) {
      const matches = await this.ofQuote(new Types.ObjectId(query.quoteId), caller);
      return { body: matches, total: matches.length };
    }
    if (!mayListEveryOrder(caller)) throw adminOnlyRefusal(caller);
    const paged = query.page !== undefined || query.limit !== undefined;
    return this.orders.board(paged ? sliceOf(query, ORDERS_PAGE_SIZE) : undefined);
  }

  /** Someone else's quote answers like a quote with no order: the list does not tell them apart. */
  private async ofQuote(quoteId: Types.ObjectId, caller: AuthPrincipal): Promise<Order[]> {
    const order = await this.orders.findByQuote(quoteId);
    return order && mayReadOrder(order, caller) ? [orderViewOf(order, dayOfDate(new Date()))] : [];
  }

  /** The Orders board: late first, then at risk, then by forecast delivery. */
  async board(caller: AuthPrincipal, today: string = dayOfDate(new Date())): Promise<Order[]> {
    if (!mayListEveryOrder(caller)) throw adminOnlyRefusal(caller);
    return (await this.orders.listAll()).map((order) => orderViewOf(order, today)).sort(boardOrder);
  }

  /** GET /orders/export.csv: the board's rows, in its order (read before the file starts). */
  async exportRows(caller: AuthPrincipal): Promise<AsyncIterable<Order>> {
    const board = await this.board(caller);
    return (async function* rows() {
      yield* board;
    })();
  }

  /**
   * GET /orders/upcoming: one page of the milestones not done and expected in the next 14 days
   * across orders, overdue ones too (JSON), and how many there are.
   */
  upcoming(query: PageQuery, caller: AuthPrincipal): Promise<{ total: number; body: Buffer }> {
    if (!mayListEveryOrder(caller)) throw adminOnlyRefusal(caller);
    return this.orderBoard.upcomingJson(sliceOf(query, UPCOMING_PAGE_SIZE));
  }

  /** GET /orders/board: each stage's count of open orders, late and at risk ones too. */
  boardSummary(caller: AuthPrincipal): Promise<OrderBoardSummary> {
    if (!mayListEveryOrder(caller)) throw adminOnlyRefusal(caller);
    return this.orderBoard.summary();
  }

  /** GET /orders/board/{stage}: one page of the stage's cards (JSON), and how many there are. */
  column(
    stage: OrderMilestoneKey,
    query: PageQuery,
    caller: AuthPrincipal,
  ): Promise<{ total: number; body: Buffer }> {
    if (!mayListEveryOrder(caller)) throw adminOnlyRefusal(caller);
    return this.orderBoard.columnJson(stage, sliceOf(query, ORDER_BOARD_PAGE_SIZE));
  }

  /** The caller's own orders, newest first. */
  async mine(caller: AuthPrincipal): Promise<Order[]> {
    return (await this.orders.listOwnedBy(caller.uid)).map((order) => orderViewOf(order));
  }
}
