import type {
  Incoterm,
  QuoteCurrency,
  QuoteKind,
  QuoteLineInput,
  QuoteLinesDraft,
  QuoteAttachmentRef,
  QuoteLinesRequestInput,
  StyleVersion,
} from '@threadline/contracts';
import { rowKey } from './row-key';

/** A style line as the builder holds it: the pinned version's axes and the cells as typed. */
export interface StyleLineDraft {
  key: string;
  type: 'style';
  styleId: string;
  versionId: string;
  label: string;
  colourways: string[];
  sizes: string[];
  quantities: (number | null)[][];
  /** In the currency's major units as typed ("12.50"); sent in minor units. */
  targetPrice: string;
}

export interface QuickLineDraft {
  key: string;
  type: 'quick';
  categoryKey: string;
  description: string;
  quantity: string;
  /** The files uploaded for this line (their tokens), sent with it and joined to it. */
  attachments: QuoteAttachmentRef[];
  /** A file of this line is still on its way: the request waits for it. */
  uploading: boolean;
}

export type LineDraft = StyleLineDraft | QuickLineDraft;

export interface RequestDraft {
  kind: QuoteKind;
  neededBy: string;
  country: string;
  port: string;
  incoterm: Incoterm;
  currency: QuoteCurrency;
}

export const EMPTY_REQUEST: RequestDraft = {
  kind: 'bulk',
  neededBy: '',
  country: '',
  port: '',
  incoterm: 'FOB',
  currency: 'USD',
};

/** A style line pinned to `version`, its matrix empty or holding `quantities`. */
export function styleLineDraft(version: StyleVersion, quantities?: number[][]): StyleLineDraft {
  const { colourways, sizes, styleNumber, name } = version.content;
  return {
    key: rowKey(),
    type: 'style',
    styleId: version.styleId,
    versionId: `${version.styleId}:${version.version}`,
    label: `${styleNumber} ${name} v${version.version}`,
    colourways: colourways.map((colourway) => colourway.name),
    sizes: [...sizes],
    quantities: colourways.map((_c, row) =>
      sizes.map((_s, column) => quantities?.[row]?.[column] ?? null),
    ),
    targetPrice: '',
  };
}

export const quickLineDraft = (categoryKey = ''): QuickLineDraft => ({
  key: rowKey(),
  type: 'quick',
  categoryKey,
  description: '',
  quantity: '',
  attachments: [],
  uploading: false,
});

/** "12.50" → 1250; anything but a price with at most two decimals is NaN, which the rules refuse. */
export function minorUnitsOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What the builder sends: the rules (validateQuoteLinesRequest) judge it as the API will. */
export function requestOf(request: RequestDraft, lines: LineDraft[]): QuoteLinesRequestInput {
  return {
    kind: request.kind,
    neededBy: request.neededBy,
    destination: { country: request.country.trim().toUpperCase(), port: request.port },
    incoterm: request.incoterm,
    currency: request.currency,
    lines: lines.map((line): QuoteLineInput => {
      if (line.type === 'quick')
        return {
          type: 'quick',
          categoryKey: line.categoryKey,
          description: line.description,
          quantity: wholeOf(line.quantity),
          ...(line.attachments.length > 0 ? { attachments: line.attachments } : {}),
        };
      const price = minorUnitsOf(line.targetPrice);
      return {
        type: 'style',
        styleId: line.styleId,
        versionId: line.versionId,
        quantities: line.quantities.map((row) => row.map((cell) => cell ?? 0)),
        ...(price !== undefined ? { targetUnitPrice: price } : {}),
      };
    }),
  };
}

/** The request fields of a reorder's prefill; the needed-by date stays the buyer's to give. */
export const requestOfDraft = (draft: QuoteLinesDraft): RequestDraft => ({
  ...EMPTY_REQUEST,
  kind: draft.kind,
  country: draft.destination?.country ?? '',
  port: draft.destination?.port ?? '',
  incoterm: draft.incoterm ?? EMPTY_REQUEST.incoterm,
  currency: draft.currency ?? EMPTY_REQUEST.currency,
});
