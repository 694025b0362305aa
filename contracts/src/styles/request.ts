/**
 * The multi-style quote request: 1–20 lines, each a style line pinned to a version with a
 * colour × size matrix, or a quick line (a category, a description, files). Whether the style is
 * the member's, the version its latest and the matrix the version's shape is the API's to check
 * (`matrixShapeError` is the rule it runs once it has the version).
 */
import { CATEGORY_KEY_MAX_LENGTH } from '../constants';
import { OBJECT_ID_PATTERN } from '../ids';
import { INCOTERMS, type Incoterm } from '../orders/terms';
import {
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_BULK_MIN_QUANTITY,
  QUOTE_CURRENCIES,
  QUOTE_DEADLINE_MAX_DAYS,
  QUOTE_KINDS,
  QUOTE_MAX_QUANTITY,
  QUOTE_SAMPLE_MAX_QUANTITY,
  type QuoteCurrency,
  type QuoteKind,
} from '../quote-limits';
import { parseQuoteDeadline, type QuoteAttachmentRef } from '../quotes';
import { CATEGORY_KEY_PATTERN, type FieldErrors } from '../validation';
import { matrixTotals } from './matrix';
import {
  COUNTRY_CODE_PATTERN,
  MATRIX_CELL_MAX,
  MATRIX_COLUMNS_MAX,
  MATRIX_ROWS_MAX,
  QUICK_LINE_DESCRIPTION_MAX_LENGTH,
  QUICK_LINE_DESCRIPTION_MIN_LENGTH,
  QUOTE_LINES_MAX,
  QUOTE_LINES_MIN,
  QUOTE_PORT_MAX_LENGTH,
  STYLE_VERSION_ID_PATTERN,
  TARGET_PRICE_MAX_MINOR,
  type QuoteLineType,
} from './request-limits';
import { QuoteLineMessages } from './request-messages';

/** A style from the member's library, pinned to a version, in colourway × size. */
export interface StyleQuoteLineInput {
  type: 'style';
  styleId: string;
  /** `<styleId>:<version>`: the version the line is priced against. */
  versionId: string;
  /** `quantities[c][s]`: pieces of the version's colourway c in its size s. */
  quantities: number[][];
  /** Per piece, in integer minor units of the request's currency. */
  targetUnitPrice?: number;
}

/** A line as the public form has one: a category, a description, a quantity and files. */
export interface QuickQuoteLineInput {
  type: 'quick';
  categoryKey: string;
  description: string;
  quantity: number;
  attachments?: QuoteAttachmentRef[];
}

export type QuoteLineInput = StyleQuoteLineInput | QuickQuoteLineInput;

export interface QuoteDestination {
  /** ISO 3166-1 alpha-2. */
  country: string;
  port: string;
}

/** What a member sends with POST /quotes/requests. */
export interface QuoteLinesRequestInput {
  kind: QuoteKind;
  lines: QuoteLineInput[];
  /** A calendar date, YYYY-MM-DD. */
  neededBy: string;
  destination: QuoteDestination;
  incoterm: Incoterm;
  currency: QuoteCurrency;
}

export type QuoteLinesRequestField = Exclude<keyof QuoteLinesRequestInput, 'lines'> | 'lines';

/** The rules' answer: the request's fields, and each line's first problem (its number in it). */
export interface QuoteLinesErrors {
  fields: FieldErrors<QuoteLinesRequestField>;
  lines: (string | undefined)[];
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isOneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

/** Whole pieces per cell, rows ≤ 20 colourways, columns ≤ 30 sizes. */
export function isQuantityMatrix(value: unknown): value is number[][] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MATRIX_ROWS_MAX &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        row.length >= 1 &&
        row.length <= MATRIX_COLUMNS_MAX &&
        row.every((cell) => isWhole(cell) && cell >= 0 && cell <= MATRIX_CELL_MAX),
    )
  );
}

/** A matrix against the version it is for: one row per colourway, one column per size. */
export function matrixShapeError(
  line: number,
  quantities: readonly (readonly number[])[],
  colourways: number,
  sizes: number,
): string | undefined {
  const fits = quantities.length === colourways && quantities.every((row) => row.length === sizes);
  return fits ? undefined : QuoteLineMessages.matrixShape(line, colourways, sizes);
}

/** The pieces a line asks for: the matrix's total, or the quick line's quantity. */
export function lineQuantity(line: QuoteLineInput): number {
  return line.type === 'style' ? matrixTotals(line.quantities).total : line.quantity;
}

const isTargetPrice = (value: unknown) =>
  isWhole(value) && value >= 1 && value <= TARGET_PRICE_MAX_MINOR;

const STYLE_LINE_KEYS = ['type', 'styleId', 'versionId', 'quantities', 'targetUnitPrice'];
const QUICK_LINE_KEYS = ['type', 'categoryKey', 'description', 'quantity', 'attachments'];
const DESTINATION_KEYS = ['country', 'port'];
/** The first key of `record` that is not one of `known`: a body says only what its rules read. */
const unknownKeyOf = (record: Loose, known: readonly string[]) =>
  Object.keys(record).find((key) => !known.includes(key));

function styleLineError(line: Loose, number: number): string | undefined {
  const unknown = unknownKeyOf(line, STYLE_LINE_KEYS);
  if (unknown !== undefined) return QuoteLineMessages.lineFieldUnknown(number, unknown);
  if (
    typeof line.styleId !== 'string' ||
    !OBJECT_ID_PATTERN.test(line.styleId) ||
    typeof line.versionId !== 'string' ||
    !STYLE_VERSION_ID_PATTERN.test(line.versionId) ||
    !line.versionId.startsWith(`${line.styleId}:`)
  )
    return QuoteLineMessages.versionInvalid(number);
  if (!isQuantityMatrix(line.quantities)) return QuoteLineMessages.matrixInvalid(number);
  if (matrixTotals(line.quantities).total < 1) return QuoteLineMessages.matrixEmpty(number);
  if (line.targetUnitPrice !== undefined && !isTargetPrice(line.targetUnitPrice))
    return QuoteLineMessages.targetPriceInvalid(number);
  return undefined;
}

function quickLineError(line: Loose, number: number): string | undefined {
  const unknown = unknownKeyOf(line, QUICK_LINE_KEYS);
  if (unknown !== undefined) return QuoteLineMessages.lineFieldUnknown(number, unknown);
  if (
    typeof line.categoryKey !== 'string' ||
    line.categoryKey.length > CATEGORY_KEY_MAX_LENGTH ||
    !CATEGORY_KEY_PATTERN.test(line.categoryKey)
  )
    return QuoteLineMessages.categoryInvalid(number);
  const description = typeof line.description === 'string' ? line.description.trim() : '';
  if (
    description.length < QUICK_LINE_DESCRIPTION_MIN_LENGTH ||
    description.length > QUICK_LINE_DESCRIPTION_MAX_LENGTH
  )
    return QuoteLineMessages.descriptionInvalid(number);
  if (!isWhole(line.quantity) || line.quantity < 1 || line.quantity > QUOTE_MAX_QUANTITY)
    return QuoteLineMessages.quantityInvalid(number);
  if (
    line.attachments !== undefined &&
    (!Array.isArray(line.attachments) || line.attachments.length > QUOTE_ATTACHMENTS_MAX_FILES)
  )
    return QuoteLineMessages.attachmentsInvalid(number);
  return undefined;
}

/** SPEC section 9: bulk is at least 300 pieces per style; a sample request at most 50. */
function kindError(kind: unknown, pieces: number, number: number): string | undefined {
  if (pieces > QUOTE_MAX_QUANTITY) return QuoteLineMessages.quantityInvalid(number);
  if (kind === 'bulk' && pieces < QUOTE_BULK_MIN_QUANTITY)
    return QuoteLineMessages.bulkMinimum(number, QUOTE_BULK_MIN_QUANTITY);
  if (kind === 'sample' && pieces > QUOTE_SAMPLE_MAX_QUANTITY)
    return QuoteLineMessages.sampleRange(number, QUOTE_SAMPLE_MAX_QUANTITY);
  return undefined;
}

/** One line's first problem, its 1-based number in the message. */
export function quoteLineError(line: unknown, number: number, kind?: unknown): string | undefined {
  if (!isRecord(line) || !isOneOf(['style', 'quick'] satisfies QuoteLineType[], line.type))
    return QuoteLineMessages.lineTypeInvalid(number);
  const shape = line.type === 'style' ? styleLineError(line, number) : quickLineError(line, number);
  return shape ?? kindError(kind, lineQuantity(line as unknown as QuoteLineInput), number);
}

function neededByError(value: unknown, now: Date): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return QuoteLineMessages.neededByRequired;
  const date = parseQuoteDeadline(value.trim());
  if (!date) return QuoteLineMessages.neededByInvalid;
  if (date.getTime() <= now.getTime()) return QuoteLineMessages.neededByInPast;
  if (date.getTime() > now.getTime() + QUOTE_DEADLINE_MAX_DAYS * 86_400_000)
    return QuoteLineMessages.neededByTooFar;
  return undefined;
}

function destinationError(value: unknown): string | undefined {
  if (
    !isRecord(value) ||
    typeof value.country !== 'string' ||
    !COUNTRY_CODE_PATTERN.test(value.country) ||
    unknownKeyOf(value, DESTINATION_KEYS) !== undefined
  )
    return QuoteLineMessages.countryInvalid;
  const port = typeof value.port === 'string' ? value.port.trim() : '';
  if (port.length < 1 || port.length > QUOTE_PORT_MAX_LENGTH) return QuoteLineMessages.portInvalid;
  return undefined;
}

/** The request's rules, for the builder and the API alike; `now` is passed so tests pin the clock. */
export function validateQuoteLinesRequest(
  input: Partial<Record<QuoteLinesRequestField, unknown>>,
  now: Date = new Date(),
): QuoteLinesErrors {
  const fields: FieldErrors<QuoteLinesRequestField> = {};
  const kindIsValid = isOneOf(QUOTE_KINDS, input.kind);
  if (!kindIsValid) fields.kind = QuoteLineMessages.kindInvalid;
  const neededBy = neededByError(input.neededBy, now);
  if (neededBy) fields.neededBy = neededBy;
  const destination = destinationError(input.destination);
  if (destination) fields.destination = destination;
  if (!isOneOf(INCOTERMS, input.incoterm)) fields.incoterm = QuoteLineMessages.incotermInvalid;
  if (!isOneOf(QUOTE_CURRENCIES, input.currency))
    fields.currency = QuoteLineMessages.currencyInvalid;
  let lines: (string | undefined)[] = [];
  if (
    !Array.isArray(input.lines) ||
    input.lines.length < QUOTE_LINES_MIN ||
    input.lines.length > QUOTE_LINES_MAX
  )
    fields.lines = QuoteLineMessages.linesCount;
  else
    lines = input.lines.map((line, index) =>
      quoteLineError(line, index + 1, kindIsValid ? input.kind : undefined),
    );
  return { fields, lines };
}

/** Every problem as one list, the request's fields first: what a 400 carries. */
export function quoteLinesProblems(errors: QuoteLinesErrors): string[] {
  return [
    ...Object.values(errors.fields),
    ...errors.lines.filter((problem) => problem !== undefined),
  ].filter((problem): problem is string => typeof problem === 'string');
}
