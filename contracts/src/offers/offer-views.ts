/**
 * What the offer routes answer. The costing sheet is the team's alone (CostingSheetView, admin
 * routes only); the buyer reads an OfferView, which carries no costing field by construction.
 */

import type { QuoteCurrency } from '../quote-limits';
import type { CostingBreakdown, CostingSheetInput } from './costing';
import type { ColourwayQuantity, PriceBreak } from './price-breaks';

/** GET and PUT /quotes/{id}/lines/{line}/costing. */
export interface CostingSheetView {
  line: number;
  sheet: CostingSheetInput;
  breakdown: CostingBreakdown;
  /** False while the sheet is the one prefilled from the pinned version's bill of materials. */
  saved: boolean;
  updatedAt: string | null;
}

/** What the team offers for one line (PUT /quotes/{id}/offer). */
export interface LineOfferInput {
  /** The request line, from 1. */
  line: number;
  tiers: PriceBreak[];
  moqPerStyle: number;
  moqPerColourway: number;
  sampleCostMinor: number;
  sampleLeadTimeDays: number;
  productionLeadTimeDays: number;
}

export interface OfferInput {
  currency: QuoteCurrency;
  /** YYYY-MM-DD: the offer holds to the end of that day (UTC). */
  validUntil: string;
  lines: LineOfferInput[];
}

/** One line as the buyer reads it: the offer and the price at the quantities they asked for. */
export interface OfferLineView extends LineOfferInput {
  label: string;
  quantity: number;
  colourways: ColourwayQuantity[];
  /** The tier's unit price at `quantity`; null under the first tier. */
  unitPriceMinor: number | null;
  totalMinor: number | null;
  /** Each MOQ the asked quantities break, naming its rule. */
  moqRefusals: string[];
}

/** The most characters a revision's reason or a counter-proposal's note holds. */
export const OFFER_REASON_MAX_LENGTH = 500;

/** POST /quotes/{id}/offer/revisions: the new version's terms, and why it changed. */
export interface OfferRevisionInput extends OfferInput {
  reason: string;
}

/** One version of the offer as the buyer reads it (the current one, or one revised since). */
export interface OfferVersionView {
  reference: string;
  /** 1 for the offer first sent, then one more for each revision. */
  version: number;
  /** Why the team revised it; null for the first version. */
  reason: string | null;
  currency: QuoteCurrency;
  validUntil: string;
  /** Null while the team is still preparing it (only an admin reads it then). */
  sentAt: string | null;
  expired: boolean;
  lines: OfferLineView[];
  /** The lines' totals, those priced. */
  totalMinor: number;
}

/** GET /quotes/{id}/offer and the guest page's offer: the current version and those before it. */
export interface OfferView extends OfferVersionView {
  /** The earlier versions, oldest first, each as it was sent (never changed afterwards). */
  history: OfferVersionView[];
}
