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
  versions: 'quote_offer_versions',
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

/**
 * A request's offer, `_id` the request's id; `sentAt` once it went to the buyer. It is the
 * current version; `version` and `reason` are left out by offers saved before revisions (1, none).
 */
export interface QuoteOfferRecord {
  _id: Types.ObjectId;
  version?: number;
  /** Why the team revised it (version 2 on). */
  reason?: string | null;
  currency: QuoteCurrency;
  validUntil: string;
  lines: LineOfferInput[];
  sentAt: Date | null;
  updatedAt: Date;
  updatedByEmail: string;
  /** The version whose "expires in 3 days" email was recorded (OfferExpiryCheck): once each. */
  expiryRemindedVersion?: number;
}

/**
 * An earlier version of a sent offer, `_id` `<quoteId>:v<version>`, inserted when it was revised
 * and never written again: the history the buyer reads is what they were sent.
 */
export interface OfferVersionRecord {
  _id: string;
  quoteId: Types.ObjectId;
  version: number;
  reason: string | null;
  currency: QuoteCurrency;
  validUntil: string;
  lines: LineOfferInput[];
  sentAt: Date;
  sentByEmail: string;
  supersededAt: Date;
}

export const versionIdOf = (quoteId: Types.ObjectId, version: number) =>
  `${quoteId.toHexString()}:v${version}`;

export const versionOf = (offer: Pick<QuoteOfferRecord, 'version'>) => offer.version ?? 1;

export const costingIdOf = (quoteId: Types.ObjectId, line: number) =>
  `${quoteId.toHexString()}:${line}`;
