/** What crosses HTTP: the acceptance, the preview and the order as its buyer or an admin sees it. */

import type { OrderPayments } from '../offers/order-payments';
import type { Inspection, OrderHold } from './inspection';
import type { OrderStatus } from './milestones';
import type { OrderPlan, OrderPlanPace } from './plan';
import type { OrderProgress } from './progress';
import type { BuyerAction, SampleRound } from './samples';
import type { Shipment } from './shipment';
import type { Incoterm, PaymentTerm, ShippingMode } from './terms';

/** POST /orders and POST /orders/preview: the terms the buyer confirms. */
export interface OrderAcceptanceInput {
  quoteId: string;
  /** Must equal the quote's offer: the buyer confirms what they read. */
  unitPrice: number;
  quantity: number;
  incoterm: Incoterm;
  paymentTerm: PaymentTerm;
  shippingMode?: ShippingMode;
}

/**
 * One line of an order accepted from an offer of lines (issue 37), as the buyer accepted it: its
 * pinned style version (or the quick line's description), its colour × size pieces, the unit
 * price its quantity reaches in the offer's price breaks, and the line total.
 */
export interface OrderLine {
  /** The request line, from 1. */
  line: number;
  type: 'style' | 'quick';
  label: string;
  /** A style line's style and pinned version; left out on a quick line. */
  styleId?: string;
  versionId?: string;
  version?: number;
  /** Rows of `quantities`; a quick line has one (its colour, or "Any colour"). */
  colourways: string[];
  /** Columns of `quantities`; a quick line without a size breakdown has one, "All sizes". */
  sizes: string[];
  quantities: number[][];
  /** The pieces of the line, all colours and sizes. */
  quantity: number;
  /** Minor units (cents) per piece. */
  unitPriceMinor: number;
  /** `unitPriceMinor` × `quantity`, exact. */
  totalMinor: number;
}

/** POST /orders/preview: the plan the order would get, before anything is stored. */
export interface OrderPreview {
  quoteId: string;
  quoteReference: string;
  unitPrice: number;
  currency: string;
  quantity: number;
  incoterm: Incoterm;
  paymentTerm: PaymentTerm;
  shippingMode: ShippingMode;
  plan: OrderPlan;
  /** From an offer of lines only: what each line will cost, and the order's total. */
  lines?: OrderLine[];
  totalMinor?: number;
}

/** An order as its buyer (or an admin) sees it. */
export interface Order {
  _id: string;
  reference: string;
  quoteId: string;
  quoteReference: string;
  status: OrderStatus;
  buyerName: string;
  buyerEmail: string;
  company?: string;
  categoryKey: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  incoterm: Incoterm;
  paymentTerm: PaymentTerm;
  shippingMode: ShippingMode;
  startDate: string;
  neededBy: string;
  pace: OrderPlanPace;
  progress: OrderProgress;
  /** An order accepted from an offer of lines: its lines and their total (minor units). */
  lines?: OrderLine[];
  totalMinor?: number;
  /** With `lines`: the amounts due at the payment term, dated from the plan, and those paid. */
  payments?: OrderPayments;
  /** The order's iCalendar feed, token included: the buyer subscribes to it in any calendar. */
  calendarPath: string;
  /** Every sample round, by milestone then round. */
  samples: SampleRound[];
  /** Inspection reports, newest first. */
  inspections: Inspection[];
  /** Set while `status` is `on_hold`. */
  hold?: OrderHold;
  shipment?: Shipment;
  /** What only the buyer can do now, e.g. "Approve the pre-production sample". */
  waitingOn: BuyerAction[];
  createdAt: string;
  updatedAt: string;
}

export type OrderAcceptanceField = keyof OrderAcceptanceInput;

/**
 * The order extensions, carried by `Order` (see above):
 * - `samples`: every round, by milestone then round number;
 * - `inspections`: newest first; `hold` while on hold;
 * - `shipment` once an admin has entered it;
 * - `waitingOn`: the buyer's pending actions.
 */
export interface OrderFollowUp {
  samples: SampleRound[];
  inspections: Inspection[];
  hold?: OrderHold;
  shipment?: Shipment;
  waitingOn: BuyerAction[];
}

/** GET /orders/mine/summary: Profile's activity card. */
export interface OrderActivitySummary {
  /** In progress or on hold. */
  activeOrders: number;
  /** Delivered. */
  completedOrders: number;
}
