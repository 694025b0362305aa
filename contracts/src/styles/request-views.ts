import type { Incoterm } from '../orders/terms';
import type { QuoteCurrency, QuoteKind } from '../quote-limits';
import type { QuoteAttachment } from '../quotes';
import type { QuoteDestination, QuoteLineInput } from './request';
import type { ReorderVersionChoice } from './request-limits';

/** A style line as a quote shows it: the version it pins, and that version's axes. */
export interface StyleQuoteLine {
  type: 'style';
  styleId: string;
  versionId: string;
  version: number;
  styleNumber: string;
  styleName: string;
  /** The pinned version's colourway names and size labels: the matrix's rows and columns. */
  colourways: string[];
  sizes: string[];
  quantities: number[][];
  /** Integer minor units of the request's currency. */
  targetUnitPrice?: number;
  /** The style's latest version when the buyer has saved one since the line was pinned. */
  newerVersion?: number;
}

/** A quick line, as the public form and every request from before the lines have one. */
export interface QuickQuoteLine {
  type: 'quick';
  categoryKey: string;
  description: string;
  quantity: number;
  /** Size label → pieces (the public form's breakdown), and the colour it is for. */
  sizes?: Record<string, number>;
  colour?: string;
  attachments: QuoteAttachment[];
}

export type QuoteLine = StyleQuoteLine | QuickQuoteLine;

/** POST /quotes/{id}/reorder: which versions the new request's style lines pin. */
export interface QuoteReorderInput {
  versions: ReorderVersionChoice;
}

/**
 * The builder's prefill from an earlier request: the same lines and quantities (a quick line's
 * files stay with the request they were sent with) and terms; the needed-by date is the buyer's.
 */
export interface QuoteLinesDraft {
  kind: QuoteKind;
  lines: QuoteLineInput[];
  destination?: QuoteDestination;
  incoterm?: Incoterm;
  currency?: QuoteCurrency;
}

/** POST /quotes/{id}/lines/{line}/repin: the line's version before and after. */
export interface QuoteLineRepinned {
  line: number;
  from: number;
  to: number;
}
