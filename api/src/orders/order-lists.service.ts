import { ForbiddenException, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  ApiMessages,
  dayOfDate,
  upcomingMilestones,
  type Order,
  type UpcomingMilestone,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
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

/**
 * The lists across orders, each with its own rule of who may read it: the admins' board (or the
 * order made from one quote, which its buyer may ask for too), the upcoming milestones, the
 * buyer's own orders and the rows of the export.
 */
@Injectable()
export class OrderListsService {
  constructor(private readonly orders: OrdersService) {}

  /** GET /orders: the matches (one page when `page` or `limit` is given) and how many there are. */
  async list(
    query: OrdersListQuery,
    caller: AuthPrincipal,
  ): Promise<{ orders: Order[]; total: number }> {
    const today = dayOfDate(new Date());
    const matches =
      query.quoteId !== undefined
        ? await this.ofQuote(new Types.ObjectId(query.quoteId), caller, today)
        : await this.board(caller, today);
    if (query.page === undefined && query.limit === undefined)
      return { orders: matches, total: matches.length };
    const limit = query.limit ?? ORDERS_PAGE_SIZE;
    const from = ((query.page ?? 1) - 1) * limit;
    return { orders: matches.slice(from, from + limit), total: matches.length };
  }

  /** Someone else's quote answers like a quote with no order: the list does not tell them apart. */
  private async ofQuote(
    quoteId: Types.ObjectId,
    caller: AuthPrincipal,
    today: string,
  ): Promise<Order[]> {
    const order = await this.orders.findByQuote(quoteId);
    return order && mayReadOrder(order, caller) ? [orderViewOf(order, today)] : [];
  }

  /** The Orders board: late first, then at risk, then by forecast delivery. */
  async board(caller: AuthPrincipal, today: string = dayOfDate(new Date())): Promise<Order[]> {
    if (!mayListEveryOrder(caller)) throw new ForbiddenException(ApiMessages.adminOnly);
    return (await this.orders.listAll()).map((order) => orderViewOf(order, today)).sort(boardOrder);
  }

  /** GET /orders/export.csv: the board's rows, in its order (read before the file starts). */
  async exportRows(caller: AuthPrincipal): Promise<AsyncIterable<Order>> {
    const board = await this.board(caller);
    return (async function* rows() {
      yield* board;
    })();
  }

  /** The milestones not done and expected in the next 14 days across orders, overdue ones too. */
  async upcoming(caller: AuthPrincipal): Promise<UpcomingMilestone[]> {
    if (!mayListEveryOrder(caller)) throw new ForbiddenException(ApiMessages.adminOnly);
    const today = dayOfDate(new Date());
    const orders = (await this.orders.listAll()).map((order) => orderViewOf(order, today));
    return upcomingMilestones(orders, today);
  }

  /** The caller's own orders, newest first. */
  async mine(caller: AuthPrincipal): Promise<Order[]> {
    return (await this.orders.listOwnedBy(caller.uid)).map((order) => orderViewOf(order));
  }
}
