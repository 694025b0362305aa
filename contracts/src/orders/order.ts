/** What crosses HTTP: the acceptance, the preview and the order as its buyer or an admin sees it. */

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
