import type { AuditChange, QuoteCurrency } from '@threadline/contracts';
import type { CostingSheetInput, LineOfferInput } from '@threadline/contracts/offers';
import { auditValue, changedFields } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import type { QuoteOfferRecord } from './offer-records';

const target = (quote: QuoteRequestData) => ({
  type: 'quote' as const,
  id: quote._id.toHexString(),
  label: quote.reference,
});

const SHEET_FIGURES = [
  'cmtMinor',
  'washingMinor',
  'printingMinor',
  'embroideryMinor',
  'packagingMinor',
  'testingMinor',
  'overheadPercent',
  'marginPercent',
  'incoterm',
  'freightMinor',
  'insuranceMinor',
  'dutyPercent',
  'clearanceMinor',
] as const;

const fabricsText = (sheet: CostingSheetInput) =>
  sheet.fabrics
    .map((f) => `${f.name} ${f.consumption} × ${f.unitPriceMinor} +${f.wastagePercent}%`)
    .join('; ');
const trimsText = (sheet: CostingSheetInput) =>
  sheet.trims.map((t) => `${t.name} ${t.quantity} × ${t.unitPriceMinor}`).join('; ');

type SheetFigures = Record<
  (typeof SHEET_FIGURES)[number] | 'fabrics' | 'trims' | 'unitPriceMinor',
  unknown
>;

const figuresOf = (sheet: CostingSheetInput, unitPriceMinor: number): SheetFigures =>
  ({
    ...Object.fromEntries(SHEET_FIGURES.map((field) => [field, sheet[field]])),
    fabrics: fabricsText(sheet),
    trims: trimsText(sheet),
    unitPriceMinor,
  }) as SheetFigures;

/** A line's sheet as before → after, each figure that changed, and the unit price it makes. */
export function costingSavedEvent(
  quote: QuoteRequestData,
  line: number,
  before: { sheet: CostingSheetInput; unitPriceMinor: number } | undefined,
  after: { sheet: CostingSheetInput; unitPriceMinor: number },
): AuditEvent {
  const fields = [...SHEET_FIGURES, 'fabrics', 'trims', 'unitPriceMinor'] as const;
  const next = figuresOf(after.sheet, after.unitPriceMinor);
  const changes: AuditChange[] = before
    ? changedFields(figuresOf(before.sheet, before.unitPriceMinor), next, fields)
    : fields.flatMap((field) => {
        const to = auditValue(next[field]);
        return to === undefined || to === '' ? [] : [{ field, to }];
      });
  return {
    action: 'quote.costing_saved',
    target: target(quote),
    changes: changes.map((change) => ({ ...change, field: `line ${line}.${change.field}` })),
  };
}

const lineText = (line: LineOfferInput) =>
  [
    line.tiers.map((tier) => `${tier.minQuantity}+ @ ${tier.unitPriceMinor}`).join(', '),
    `MOQ ${line.moqPerStyle}/style ${line.moqPerColourway}/colourway`,
    `sample ${line.sampleCostMinor} in ${line.sampleLeadTimeDays} d`,
    `production ${line.productionLeadTimeDays} d`,
  ].join('; ');

type OfferFigures = Record<string, unknown>;

const offerFiguresOf = (offer: Pick<QuoteOfferRecord, 'currency' | 'validUntil' | 'lines'>) =>
  ({
    currency: offer.currency,
    validUntil: offer.validUntil,
    ...Object.fromEntries(offer.lines.map((line) => [`line ${line.line}`, lineText(line)])),
  }) as OfferFigures;

/** The offer's terms as before → after: currency, valid-until and each line's terms. */
export function offerSavedEvent(
  quote: QuoteRequestData,
  before: QuoteOfferRecord | null,
  after: Pick<QuoteOfferRecord, 'currency' | 'validUntil' | 'lines'>,
): AuditEvent {
  const from = before ? offerFiguresOf(before) : {};
  const to = offerFiguresOf(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return {
    action: 'quote.offer_saved',
    target: target(quote),
    changes: changedFields(from, to, fields),
  };
}

/** Sending: the quote moves to quoted, at the price and lead time the lines make. */
export function offerSentEvent(
  quote: QuoteRequestData,
  sent: { unitPrice: number; currency: QuoteCurrency; leadTimeDays: number; validUntil: string },
): AuditEvent {
  const before = {
    status: quote.status,
    unitPrice: quote.offer?.unitPrice,
    currency: quote.offer?.currency,
    leadTimeDays: quote.offer?.leadTimeDays,
    validUntil: quote.offer?.validUntil,
  };
  const after = { status: 'quoted' as const, ...sent };
  return {
    action: 'quote.offer_sent',
    target: target(quote),
    changes: changedFields(before, after, [
      'status',
      'unitPrice',
      'currency',
      'leadTimeDays',
      'validUntil',
    ]),
  };
}

/**
 * A revision: the version and its reason, each term that changed (currency, date, a line's
 * terms) and the request's offer summary that follows it, before → after.
 */
export function offerRevisedEvent(
  quote: QuoteRequestData,
  before: QuoteOfferRecord,
  after: Pick<QuoteOfferRecord, 'currency' | 'validUntil' | 'lines' | 'reason' | 'version'>,
  summary: { unitPrice: number; leadTimeDays: number },
): AuditEvent {
  const from: OfferFigures = {
    version: before.version ?? 1,
    reason: before.reason ?? undefined,
    ...offerFiguresOf(before),
    unitPrice: quote.offer?.unitPrice,
    leadTimeDays: quote.offer?.leadTimeDays,
  };
  const to: OfferFigures = {
    version: after.version,
    reason: after.reason ?? undefined,
    ...offerFiguresOf(after),
    ...summary,
  };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return {
    action: 'quote.offer_revised',
    target: target(quote),
    changes: changedFields(from, to, fields),
  };
}
