import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';
import {
  INCOTERMS,
  ORDER_MILESTONES,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  QUOTE_CURRENCIES,
  SHIPPING_MODES,
  type Incoterm,
  type OrderLine,
  type OrderMilestoneKey,
  type OrderPlanPace,
  type OrderStatus,
  type PaymentTerm,
  type QuoteCurrency,
  type ShippingMode,
  type AqlLevel,
  type DefectCounts,
  type InspectionResult,
  type SampleDecisionKind,
  type SampleMilestoneKey,
  type ShipmentDocumentKind,
} from '@threadline/contracts';
import type { InspectionPlan } from '@threadline/contracts/orders';

/** Days are stored as YYYY-MM-DD: a plan is in calendar days, never in a server's time zone. */
@Schema({ _id: false, versionKey: false })
export class StoredMilestone {
  @Prop({ type: String, enum: ORDER_MILESTONES, required: true })
  key!: OrderMilestoneKey;

  @Prop({ required: true })
  plannedDate!: string;

  @Prop()
  actualDate?: string;

  @Prop()
  recordedByEmail?: string;

  @Prop()
  recordedAt?: Date;

  /** The team's expected date while the milestone is open, why, and who set it when. */
  @Prop({ type: Object })
  expected?: StoredExpectedDate;
}

export interface StoredExpectedDate {
  date: string;
  reason: string;
  byEmail: string;
  at: Date;
}

/** A file on an order (GridFS, the quote attachments' bucket, claimed with `metadata.orderId`). */
export interface StoredOrderFile {
  id: Types.ObjectId;
  fileName: string;
  contentType: string;
  size: number;
}

export interface StoredActor {
  name: string;
  email: string;
  role: 'admin' | 'buyer';
  at: Date;
}

export interface StoredSampleRound {
  milestone: SampleMilestoneKey;
  round: number;
  measurements?: string;
  note?: string;
  files: StoredOrderFile[];
  postedBy: StoredActor;
  decision?: {
    decision: SampleDecisionKind;
    comment?: string;
    files: StoredOrderFile[];
    by: StoredActor;
  };
}

export interface StoredInspection {
  _id: Types.ObjectId;
  /** The ISO 2859-1 plan the server computed (reports stored before it carry `aqlLevel`). */
  plan?: InspectionPlan;
  reasons?: string[];
  aqlLevel?: AqlLevel;
  sampleSize: number;
  defects: DefectCounts;
  result: InspectionResult;
  inspectedOn: string;
  note?: string;
  files: StoredOrderFile[];
  by: StoredActor;
}

export interface StoredShipment {
  mode: ShippingMode;
  incoterm: Incoterm;
  carrier: string;
  trackingNumber: string;
  etd: string;
  eta: string;
  documents: { kind: ShipmentDocumentKind; file: StoredOrderFile }[];
  by: StoredActor;
}

export interface StoredHold {
  since: string;
  reason: string;
  inspectionId: Types.ObjectId;
}

/**
 * What the Orders board sorts and filters on, as of `day` (every one of these moves with the
 * date: a milestone not done is expected no earlier than today). Refreshed by every write and by
 * the hourly late check once `day` has passed; `day` is NEVER_STALE once every milestone is done.
 */
export interface StoredBoardFields {
  day: string;
  /** 0 late, 1 at risk, 2 on track (done and on-hold orders included), as the board orders them. */
  rank: number;
  deliveryDate: string;
  stage: OrderMilestoneKey;
  /** The milestones not done, with their expected dates: the upcoming view's range. */
  open: { key: OrderMilestoneKey; expectedDate: string }[];
}

@Schema({ collection: 'orders', versionKey: false })
export class OrderRecord {
  @Prop({ required: true, unique: true })
  reference!: string;

  /** One order per quote: the unique index settles two acceptances racing. */
  @Prop({ type: Types.ObjectId, required: true, unique: true })
  quoteId!: Types.ObjectId;

  @Prop({ required: true })
  quoteReference!: string;

  @Prop({ type: String, enum: ORDER_STATUSES, required: true })
  status!: OrderStatus;

  /** The buyer's Firebase uid, from the quote; absent when an admin converts an anonymous one. */
  @Prop()
  ownerUid?: string;

  @Prop({ required: true })
  buyerName!: string;

  @Prop({ required: true })
  buyerEmail!: string;

  @Prop()
  company?: string;

  @Prop({ required: true })
  categoryKey!: string;

  @Prop({ required: true })
  quantity!: number;

  @Prop({ required: true })
  unitPrice!: number;

  @Prop({ type: String, enum: QUOTE_CURRENCIES, required: true })
  currency!: QuoteCurrency;

  /**
   * An order accepted from an offer of lines (issue 37): its lines, as accepted, each matrix as
   * rows (FerretDB stores no array of arrays, as the quote lines keep theirs).
   */
  @Prop({ type: [Object], default: undefined })
  lines?: StoredOrderLine[];

  /** The lines' total in minor units (set with `lines`). */
  @Prop()
  totalMinor?: number;

  /** Payments received against the lines' total, in the order they were recorded. */
  @Prop({ type: [Object], default: undefined })
  payments?: StoredPayment[];

  @Prop({ type: String, enum: INCOTERMS, required: true })
  incoterm!: Incoterm;

  @Prop({ type: String, enum: PAYMENT_TERMS, required: true })
  paymentTerm!: PaymentTerm;

  @Prop({ type: String, enum: SHIPPING_MODES, required: true })
  shippingMode!: ShippingMode;

  @Prop({ required: true })
  startDate!: string;

  @Prop({ required: true })
  neededBy!: string;

  @Prop({ type: String, required: true })
  pace!: OrderPlanPace;

  @Prop({ type: [SchemaFactory.createForClass(StoredMilestone)], required: true })
  milestones!: StoredMilestone[];

  /** The unguessable secret of the order's iCalendar feed (GET /orders/{id}/calendar.ics). */
  @Prop({ required: true })
  calendarToken!: string;

  /** Sample rounds with the buyer's decisions, in the order they were posted. */
  @Prop({ type: [Object], default: [] })
  samples?: StoredSampleRound[];

  /** Inspection reports, in the order they were recorded. */
  @Prop({ type: [Object], default: [] })
  inspections?: StoredInspection[];

  /** Set by a failed inspection, cleared by a passing one. */
  @Prop({ type: Object })
  hold?: StoredHold;

  @Prop({ type: Object })
  shipment?: StoredShipment;

  /** Milestones whose lateness has been announced (OrderLateCheck): one email each. */
  @Prop({ type: [String], default: undefined })
  lateNotified?: OrderMilestoneKey[];

  /** The board's sort and filter fields (absent on orders stored before them: refreshed lazily). */
  @Prop({ type: Object })
  board?: StoredBoardFields;

  /** Who turned the quote into an order: its buyer, or an admin. */
  @Prop({ required: true })
  createdByEmail!: string;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ required: true })
  updatedAt!: Date;
}

/** A payment received, as an admin recorded it (POST /orders/{id}/payments). */
export interface StoredPayment {
  amountMinor: number;
  date: string;
  reference: string;
  recordedAt: Date;
  recordedByEmail: string;
}

/** An order line as stored: `quantities` as rows of pieces. */
export type StoredOrderLine = Omit<OrderLine, 'quantities'> & { rows: { pieces: number[] }[] };

export const storedOrderLineOf = ({ quantities, ...line }: OrderLine): StoredOrderLine => ({
  ...line,
  rows: quantities.map((pieces) => ({ pieces: [...pieces] })),
});

export type OrderDocument = HydratedDocument<OrderRecord>;
export type OrderData = OrderRecord & { _id: Types.ObjectId };
export const OrderSchema = SchemaFactory.createForClass(OrderRecord);

// A buyer reads their own, newest first; the board reads them all.
OrderSchema.index({ ownerUid: 1, createdAt: -1 });
OrderSchema.index({ status: 1, createdAt: -1 });
// The board (ORDERS_BOARD=database): a page is a range of this index, the upcoming view a range of
// the open milestones' expected dates, and the rows computed on an earlier day a range of `day`.
OrderSchema.index({ 'board.rank': 1, 'board.deliveryDate': 1, reference: 1 });
OrderSchema.index({ 'board.open.expectedDate': 1 });
OrderSchema.index({ 'board.day': 1 });
// A page of one stage's column is a range of the first, its count and the per-stage summary
// (open orders by stage and rank) ranges of the second.
OrderSchema.index({ 'board.stage': 1, 'board.rank': 1, 'board.deliveryDate': 1, reference: 1 });
OrderSchema.index({ status: 1, 'board.stage': 1, 'board.rank': 1 });
