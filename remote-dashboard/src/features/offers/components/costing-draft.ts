import type { Incoterm } from '@threadline/contracts';
import type { CostingSheetInput } from '@threadline/contracts/offers';
import { minorOf, minorText, numberOf } from './offer-format';

/** The sheet's per-piece amounts and percentages, as the form lists them, with their labels. */
export const SHEET_AMOUNTS = [
  ['cmtMinor', 'Cut-make-trim'],
  ['washingMinor', 'Washing'],
  ['printingMinor', 'Printing'],
  ['embroideryMinor', 'Embroidery'],
  ['packagingMinor', 'Packaging'],
  ['testingMinor', 'Testing and certification'],
] as const;
export const SHEET_PERCENTS = [
  ['overheadPercent', 'Overhead (%)'],
  ['marginPercent', 'Margin (%)'],
] as const;
/** What each Incoterm adds, shown only for the terms that add it. */
export const FREIGHT_AMOUNTS = [
  ['freightMinor', 'Freight'],
  ['insuranceMinor', 'Insurance'],
] as const;
export const DUTY_FIELDS = [
  ['dutyPercent', 'Duty (% of CIF)'],
  ['clearanceMinor', 'Clearance and delivery'],
] as const;

type AmountField =
  (typeof SHEET_AMOUNTS)[number][0] | (typeof FREIGHT_AMOUNTS)[number][0] | 'clearanceMinor';
type PercentField = (typeof SHEET_PERCENTS)[number][0] | 'dutyPercent';

export interface FabricDraft {
  name: string;
  consumption: string;
  price: string;
  wastage: string;
}
export interface TrimDraft {
  name: string;
  quantity: string;
  price: string;
}

/** The sheet as typed: text in every box, parsed only to compute and to save. */
export interface CostingDraft {
  fabrics: FabricDraft[];
  trims: TrimDraft[];
  amounts: Record<AmountField, string>;
  percents: Record<PercentField, string>;
  incoterm: Incoterm;
}

const AMOUNT_FIELDS: AmountField[] = [
  ...SHEET_AMOUNTS.map(([field]) => field),
  'freightMinor',
  'insuranceMinor',
  'clearanceMinor',
];
const PERCENT_FIELDS: PercentField[] = ['overheadPercent', 'marginPercent', 'dutyPercent'];

export function draftOf(sheet: CostingSheetInput): CostingDraft {
  return {
    fabrics: sheet.fabrics.map((fabric) => ({
      name: fabric.name,
      consumption: String(fabric.consumption),
      price: minorText(fabric.unitPriceMinor),
      wastage: String(fabric.wastagePercent),
    })),
    trims: sheet.trims.map((trim) => ({
      name: trim.name,
      quantity: String(trim.quantity),
      price: minorText(trim.unitPriceMinor),
    })),
    amounts: Object.fromEntries(
      AMOUNT_FIELDS.map((field) => [field, minorText(sheet[field])]),
    ) as CostingDraft['amounts'],
    percents: Object.fromEntries(
      PERCENT_FIELDS.map((field) => [field, String(sheet[field])]),
    ) as CostingDraft['percents'],
    incoterm: sheet.incoterm,
  };
}

/** The draft as the API takes it: money in minor units; what does not parse stays NaN. */
export function sheetOfDraft(draft: CostingDraft): CostingSheetInput {
  return {
    fabrics: draft.fabrics.map((fabric) => ({
      name: fabric.name,
      consumption: numberOf(fabric.consumption),
      unitPriceMinor: minorOf(fabric.price),
      wastagePercent: numberOf(fabric.wastage),
    })),
    trims: draft.trims.map((trim) => ({
      name: trim.name,
      quantity: numberOf(trim.quantity),
      unitPriceMinor: minorOf(trim.price),
    })),
    ...(Object.fromEntries(
      AMOUNT_FIELDS.map((field) => [field, minorOf(draft.amounts[field])]),
    ) as Record<AmountField, number>),
    ...(Object.fromEntries(
      PERCENT_FIELDS.map((field) => [field, numberOf(draft.percents[field])]),
    ) as Record<PercentField, number>),
    incoterm: draft.incoterm,
  };
}
