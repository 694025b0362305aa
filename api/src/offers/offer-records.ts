import type { Types } from 'mongoose';
import type { QuoteCurrency } from '@threadline/contracts';
import type { CostingSheetInput, LineOfferInput } from '@threadline/contracts/offers';

/**
 * The offers' documents, each read by `_id` (the one filter every engine, FerretDB on SQLite too,
 * answers without decoding the others). The costing sheets live apart from the offers, so no
 * read of an offer can carry a costing field to a buyer.
 */
export const OFFER_COLLECTIONS = {
  costings: 'quote_line_costings',
  offers: 'quote_offers',
} as const;

/** One line's costing sheet, `_id` `<quoteId>:<line>`. */
export interface LineCostingRecord {
  _id: string;
  quoteId: Types.ObjectId;
  line: number;
  sheet: CostingSheetInput;
  updatedAt: Date;
  updatedByEmail: string;
}

/** A request's offer, `_id` the request's id; `sentAt` once it went to the buyer. */
export interface QuoteOfferRecord {
  _id: Types.ObjectId;
  currency: QuoteCurrency;
  validUntil: string;
  lines: LineOfferInput[];
  sentAt: Date | null;
  updatedAt: Date;
  updatedByEmail: string;
}

export const costingIdOf = (quoteId: Types.ObjectId, line: number) =>
  `${quoteId.toHexString()}:${line}`;
