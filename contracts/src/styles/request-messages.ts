import { QUOTE_ATTACHMENTS_MAX_FILES, QUOTE_CURRENCIES, QUOTE_KINDS } from '../quote-limits';
import { INCOTERMS } from '../orders/terms';
import {
  MATRIX_CELL_MAX,
  QUICK_LINE_DESCRIPTION_MAX_LENGTH,
  QUICK_LINE_DESCRIPTION_MIN_LENGTH,
  QUOTE_COLOUR_MAX_LENGTH,
  QUOTE_LINES_MAX,
  QUOTE_LINES_MIN,
  QUOTE_PORT_MAX_LENGTH,
  REORDER_VERSION_CHOICES,
} from './request-limits';

/** The multi-style request's texts, once. Line texts take the 1-based line a person sees. */
export const QuoteLineMessages = {
  kindInvalid: `Say whether the request is for ${QUOTE_KINDS.join(' or ')}.`,
  linesCount: `A request has ${QUOTE_LINES_MIN} to ${QUOTE_LINES_MAX} lines.`,
  neededByRequired: 'Give the date the goods are needed by.',
  neededByInvalid: 'The needed-by date is a date (YYYY-MM-DD).',
  neededByInPast: 'The needed-by date must be in the future.',
  neededByTooFar: 'The needed-by date must be within three years.',
  countryInvalid: 'Give the destination country as its two-letter code, such as GB or DE.',
  portInvalid: `Give the destination port, up to ${QUOTE_PORT_MAX_LENGTH} characters.`,
  incotermInvalid: `Choose the Incoterm: ${INCOTERMS.join(', ')}.`,
  currencyInvalid: `Choose the currency: ${QUOTE_CURRENCIES.join(', ')}.`,
  lineTypeInvalid: (line: number) => `Line ${line}: a line is a style line or a quick line.`,
  lineFieldUnknown: (line: number, field: string) =>
    `Line ${line}: ${field.slice(0, 40)} is not a field of this line.`,
  versionInvalid: (line: number) =>
    `Line ${line}: pin the line to a version of the style (<styleId>:<version>).`,
  matrixInvalid: (line: number) =>
    `Line ${line}: give the pieces of each colourway in each size as whole numbers from 0 to ${MATRIX_CELL_MAX.toLocaleString('en-GB')}.`,
  matrixShape: (line: number, rows: number, columns: number) =>
    `Line ${line}: the matrix has one row for each of the version's ${rows} colourways and one column for each of its ${columns} sizes.`,
  matrixEmpty: (line: number) => `Line ${line}: give the pieces of at least one colour and size.`,
  targetPriceInvalid: (line: number) =>
    `Line ${line}: the target unit price is a whole number of cents above 0 and up to 1,000,000.00.`,
  categoryInvalid: (line: number) => `Line ${line}: choose a product category from the catalogue.`,
  descriptionInvalid: (line: number) =>
    `Line ${line}: describe the item in ${QUICK_LINE_DESCRIPTION_MIN_LENGTH} to ${QUICK_LINE_DESCRIPTION_MAX_LENGTH} characters.`,
  quantityInvalid: (line: number) => `Line ${line}: give the quantity as a whole number of pieces.`,
  attachmentsInvalid: (line: number) =>
    `Line ${line}: attach at most ${QUOTE_ATTACHMENTS_MAX_FILES} files you uploaded.`,
  bulkMinimum: (line: number, minimum: number) =>
    `Line ${line}: a bulk order is at least ${minimum} pieces per style.`,
  sampleRange: (line: number, maximum: number) =>
    `Line ${line}: a sample request is at most ${maximum} pieces per style.`,
  versionNotLatest: (line: number) =>
    `Line ${line}: a new line pins the style's current version; reload the style.`,
  lineNotFound: 'Line not found.',
  lineNotStyle: 'Only a style line is pinned to a version.',
  lineUpToDate: 'The line already pins the style’s latest version.',
  repinAsked: (line: number, from: number, to: number) =>
    `Line ${line}: the buyer has saved v${to} of this style since; would you re-pin the line from v${from} to v${to}?`,
  repinned: (line: number, from: number, to: number) =>
    `Line ${line} re-pinned from v${from} to v${to}.`,
  reorderChoiceInvalid: `Choose the versions: ${REORDER_VERSION_CHOICES.join(' or ')}.`,
  colourInvalid: `Keep the colour under ${QUOTE_COLOUR_MAX_LENGTH} characters.`,
} as const;
