import type { QuickQuoteLine, QuoteLine, StyleQuoteLine } from '@threadline/contracts';
import type { QuoteRequestData, SizeQuantity, StoredAttachment } from './quote-request.schema';

/** A style line as stored: the version it pins and that version's axes, frozen with the line. */
export interface StoredStyleLine {
  type: 'style';
  styleId: string;
  versionId: string;
  version: number;
  styleNumber: string;
  styleName: string;
  colourways: string[];
  sizes: string[];
  /** One row per colourway: FerretDB stores no array directly inside an array. */
  rows: { pieces: number[] }[];
  targetUnitPrice?: number;
}

/** The matrix of a stored style line, `[colourway][size]`. */
export const quantitiesOf = (line: StoredStyleLine): number[][] =>
  line.rows.map((row) => [...row.pieces]);

/** A matrix as a style line stores it. */
export const rowsOf = (quantities: readonly (readonly number[])[]): StoredStyleLine['rows'] =>
  quantities.map((pieces) => ({ pieces: [...pieces] }));

export interface StoredQuickLine {
  type: 'quick';
  categoryKey: string;
  description: string;
  quantity: number;
  sizes?: SizeQuantity[];
  colour?: string;
  attachments: StoredAttachment[];
}

export type StoredQuoteLine = StoredStyleLine | StoredQuickLine;

/** The fields a request had before lines, as the public form still sends them. */
type SingleLineFields = Pick<
  QuoteRequestData,
  'categoryKey' | 'details' | 'quantity' | 'sizes' | 'colour' | 'attachments'
>;

/** A request of one line (the public form's, or any from before lines): its one quick line. */
export function quickLineOf(record: SingleLineFields): StoredQuickLine {
  return {
    type: 'quick',
    categoryKey: record.categoryKey,
    description: record.details,
    quantity: record.quantity,
    ...(record.sizes?.length ? { sizes: record.sizes } : {}),
    ...(record.colour ? { colour: record.colour } : {}),
    attachments: record.attachments ?? [],
  };
}

/** The lines of a stored request: its own, or the one quick line it reads as. */
export const storedLinesOf = (record: QuoteRequestData): StoredQuoteLine[] =>
  record.lines?.length ? record.lines : [quickLineOf(record)];

function quickLineView(line: StoredQuickLine): QuickQuoteLine {
  return {
    type: 'quick',
    categoryKey: line.categoryKey,
    description: line.description,
    quantity: line.quantity,
    ...(line.sizes?.length
      ? { sizes: Object.fromEntries(line.sizes.map(({ size, quantity }) => [size, quantity])) }
      : {}),
    ...(line.colour ? { colour: line.colour } : {}),
    attachments: (line.attachments ?? []).map((attachment) => ({
      id: attachment.id.toHexString(),
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}

/**
 * The lines as a reader sees them; `latest` holds each pinned style's latest version (read by
 * the caller), and a line whose style has moved on says so.
 */
export function linesViewOf(
  record: QuoteRequestData,
  latest: ReadonlyMap<string, number> = new Map(),
): QuoteLine[] {
  return storedLinesOf(record).map((line): QuoteLine => {
    if (line.type === 'quick') return quickLineView(line);
    const newest = latest.get(line.styleId);
    const view: StyleQuoteLine = {
      type: 'style',
      styleId: line.styleId,
      versionId: line.versionId,
      version: line.version,
      styleNumber: line.styleNumber,
      styleName: line.styleName,
      colourways: line.colourways,
      sizes: line.sizes,
      quantities: quantitiesOf(line),
      ...(line.targetUnitPrice !== undefined ? { targetUnitPrice: line.targetUnitPrice } : {}),
      ...(newest !== undefined && newest > line.version ? { newerVersion: newest } : {}),
    };
    return view;
  });
}
