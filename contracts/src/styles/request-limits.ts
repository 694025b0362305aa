/** The multi-style quote request's limits and lists, apart from the rules so the messages can quote them. */
import { STYLE_COLOURWAYS_MAX, STYLE_SIZES_MAX } from './limits';

export const QUOTE_LINES_MIN = 1;
export const QUOTE_LINES_MAX = 20;
export const QUOTE_LINE_TYPES = ['style', 'quick'] as const;
export type QuoteLineType = (typeof QUOTE_LINE_TYPES)[number];

/** A version as a line pins it: `<styleId>:<version>`, the version document's `_id`. */
export const STYLE_VERSION_ID_PATTERN = /^[a-f0-9]{24}:[1-9][0-9]{0,5}$/;
/** A country as ISO 3166-1 alpha-2 writes it (GB, BD, DE). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const QUOTE_PORT_MAX_LENGTH = 80;
export const QUICK_LINE_DESCRIPTION_MIN_LENGTH = 10;
export const QUICK_LINE_DESCRIPTION_MAX_LENGTH = 2000;
/** A matrix cell: pieces of one colourway in one size. */
export const MATRIX_CELL_MAX = 1_000_000;
export const MATRIX_ROWS_MAX = STYLE_COLOURWAYS_MAX;
export const MATRIX_COLUMNS_MAX = STYLE_SIZES_MAX;
/** A target unit price in integer minor units (cents): above zero, at most 1,000,000.00. */
export const TARGET_PRICE_MAX_MINOR = 100_000_000;
/** The colour the public form's sizes are for. */
export const QUOTE_COLOUR_MAX_LENGTH = 60;
/** Reorder: pin each style line to the version it had, or to the style's latest. */
export const REORDER_VERSION_CHOICES = ['pinned', 'latest'] as const;
export type ReorderVersionChoice = (typeof REORDER_VERSION_CHOICES)[number];
