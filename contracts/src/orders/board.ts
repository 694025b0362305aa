/** The admins' Orders board, paged by stage: the summary of its columns and one column's cards. */

import { ORDER_MILESTONES, type OrderMilestoneKey, type OrderStatus } from './milestones';
import { lineTotalMinor } from './money';
import type { Order } from './order';

/** The orders on the board: those still being worked on. Delivered and cancelled ones are not. */
export const ORDER_BOARD_STATUSES = ['in_progress', 'on_hold'] as const satisfies OrderStatus[];

/** The board's columns: the stages, in the order the work happens. */
export const ORDER_BOARD_STAGES = ORDER_MILESTONES;

/** Cards in one page of a column when the client names no `limit` (at most MAX_PAGE_LIMIT). */
export const ORDER_BOARD_PAGE_SIZE = 20;

/** Rows in one page of the upcoming-milestones view when the client names no `limit`. */
export const UPCOMING_PAGE_SIZE = 50;

/**
 * GET /orders/board/{stage}: one order as its card on the board shows it, with nothing the card
 * does not draw (the whole order is GET /orders/{id}).
 */
export interface OrderBoardCard {
  _id: string;
  reference: string;
  buyerName: string;
  company?: string;
  status: OrderStatus;
  stage: OrderMilestoneKey;
  /** When the current stage is expected done (its forecast). */
  stageExpectedDate: string;
  /** The forecast delivery date. */
  deliveryDate: string;
  late: boolean;
  atRisk: boolean;
  /** What only the buyer can do now, e.g. "Approve the pre-production sample". */
  waitingOn: string[];
  /** Pieces ordered. */
  quantity: number;
  /** The order's value in minor units (the pieces times the unit price rounded to the cent). */
  valueMinor: number;
  currency: string;
}

/** One column of the board: how many open orders are at the stage, and how many of them are late. */
export interface OrderBoardColumn {
  stage: OrderMilestoneKey;
  label: string;
  total: number;
  late: number;
  atRisk: number;
}

/** GET /orders/board: every column (empty ones too), in the order the work happens. */
export interface OrderBoardSummary {
  columns: OrderBoardColumn[];
  /** Every open order on the board. */
  total: number;
}

export const isOrderBoardStage = (value: unknown): value is OrderMilestoneKey =>
  typeof value === 'string' && (ORDER_BOARD_STAGES as readonly string[]).includes(value);

/** Whether an order is on the board at all (still being worked on). */
export const isOnOrderBoard = (order: Pick<Order, 'status'>): boolean =>
  (ORDER_BOARD_STATUSES as readonly string[]).includes(order.status);

/** The card of an order as the board shows it. */
export function orderBoardCardOf(
  order: Pick<
    Order,
    | '_id'
    | 'reference'
    | 'buyerName'
    | 'company'
    | 'status'
    | 'progress'
    | 'waitingOn'
    | 'quantity'
    | 'unitPrice'
    | 'currency'
  >,
): OrderBoardCard {
  const { progress } = order;
  const stage = progress.milestones.find((milestone) => milestone.key === progress.stage);
  return {
    _id: order._id,
    reference: order.reference,
    buyerName: order.buyerName,
    ...(order.company ? { company: order.company } : {}),
    status: order.status,
    stage: progress.stage,
    stageExpectedDate: stage?.expectedDate ?? progress.deliveryDate,
    deliveryDate: progress.deliveryDate,
    late: progress.late,
    atRisk: progress.atRisk,
    waitingOn: order.waitingOn.map((action) => action.label),
    quantity: order.quantity,
    valueMinor: lineTotalMinor(order.quantity, order.unitPrice),
    currency: order.currency,
  };
}
