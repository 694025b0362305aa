import type { Types } from 'mongoose';
import type {
  AqlLevel,
  DefectCounts,
  InspectionResult,
  OrderMilestoneKey,
  SampleDecisionKind,
} from '@threadline/contracts';
import type { InspectionPlan } from '@threadline/contracts/orders';
import type { OrderForEmail } from './templates/order-emails';

/**
 * What the order emails read of a stored order, as the quote emails read a stored request: the
 * orders module writes the record and asks for the email; this folder only reads the fields it
 * shows, so it never imports the orders module back.
 */
/** What the confirmation shows of an order line: never more than the buyer's order page. */
export interface PlacedOrderLine {
  line: number;
  label: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
}

export interface OrderRecordForMail extends OrderForEmail {
  _id: Types.ObjectId;
  ownerUid?: string | null;
  milestones: {
    key: OrderMilestoneKey;
    plannedDate?: string;
    actualDate?: string | null;
    recordedAt?: Date | null;
    expected?: { at: Date } | null;
  }[];
  updatedAt?: Date;
  quoteId?: Types.ObjectId;
  quoteReference?: string;
  categoryKey?: string;
  unitPrice?: number;
  currency?: string;
  /** An order from an offer of lines (issue 37): the lines as accepted, and their total. */
  lines?: PlacedOrderLine[];
  totalMinor?: number;
  incoterm?: string;
  paymentTerm?: string;
  samples?: {
    milestone: string;
    round: number;
    measurements?: string;
    note?: string;
    decision?: {
      decision: SampleDecisionKind;
      comment?: string;
      by: { name: string; at?: Date };
    } | null;
  }[];
  inspections?: {
    _id: Types.ObjectId;
    aqlLevel?: AqlLevel;
    plan?: InspectionPlan;
    reasons?: string[];
    sampleSize: number;
    defects: DefectCounts;
    result: InspectionResult;
    inspectedOn: string;
  }[];
  shipment?: { carrier?: string; trackingNumber?: string; eta?: string } | null;
}
