import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { INCOTERMS, QUOTE_CURRENCIES } from '@threadline/contracts';
import type {
  ColourwayQuantity,
  CostingBreakdown,
  CostingSheetInput,
  CostingSheetView,
  FabricCost,
  OfferLineView,
  OfferView,
  PriceBreak,
  TrimCost,
} from '@threadline/contracts/offers';
import {
  arrayOf,
  dateTime,
  day,
  decimal,
  flag,
  objectSchema,
  oneOfValues,
  text,
  whole,
} from '../openapi/api-schema';

const minor: SchemaObject = { ...whole, minimum: 0, description: 'Minor units (cents).' };
const percent: SchemaObject = { ...decimal, minimum: 0, maximum: 100 };
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });

const FABRIC_SCHEMA = objectSchema<FabricCost>({
  name: text,
  consumption: decimal,
  unitPriceMinor: minor,
  wastagePercent: percent,
});
const TRIM_SCHEMA = objectSchema<TrimCost>({
  name: text,
  quantity: decimal,
  unitPriceMinor: minor,
});

const SHEET_SCHEMA = objectSchema<CostingSheetInput>({
  fabrics: arrayOf(FABRIC_SCHEMA),
  trims: arrayOf(TRIM_SCHEMA),
  cmtMinor: minor,
  washingMinor: minor,
  printingMinor: minor,
  embroideryMinor: minor,
  packagingMinor: minor,
  testingMinor: minor,
  overheadPercent: percent,
  marginPercent: percent,
  incoterm: oneOfValues(INCOTERMS),
  freightMinor: minor,
  insuranceMinor: minor,
  dutyPercent: percent,
  clearanceMinor: minor,
});

const BREAKDOWN_SCHEMA = objectSchema<CostingBreakdown>(
  {
    fabrics: arrayOf(minor),
    fabricMinor: minor,
    trims: arrayOf(minor),
    trimsMinor: minor,
    cmtMinor: minor,
    processesMinor: minor,
    packagingMinor: minor,
    testingMinor: minor,
    factoryCostMinor: minor,
    overheadMinor: minor,
    marginMinor: minor,
    fobMinor: minor,
    freightMinor: minor,
    insuranceMinor: minor,
    dutyMinor: minor,
    clearanceMinor: minor,
    unitPriceMinor: minor,
  },
  'Each part per piece, rounded half up to the cent once; the unit price for the Incoterm.',
);

export const COSTING_SHEET_VIEW_SCHEMA = objectSchema<CostingSheetView>({
  line: whole,
  sheet: SHEET_SCHEMA,
  breakdown: BREAKDOWN_SCHEMA,
  saved: flag,
  updatedAt: nullable(dateTime),
});

const PRICE_BREAK_SCHEMA = objectSchema<PriceBreak>({
  minQuantity: { ...whole, minimum: 1 },
  unitPriceMinor: minor,
});
const COLOURWAY_SCHEMA = objectSchema<ColourwayQuantity>({ colour: text, quantity: whole });

const OFFER_LINE_SCHEMA = objectSchema<OfferLineView>({
  line: whole,
  tiers: arrayOf(PRICE_BREAK_SCHEMA),
  moqPerStyle: whole,
  moqPerColourway: whole,
  sampleCostMinor: minor,
  sampleLeadTimeDays: whole,
  productionLeadTimeDays: whole,
  label: text,
  quantity: whole,
  colourways: arrayOf(COLOURWAY_SCHEMA),
  unitPriceMinor: nullable({ ...minor, description: 'At `quantity`; null under the first tier.' }),
  totalMinor: nullable(minor),
  moqRefusals: arrayOf(text),
});

export const OFFER_VIEW_SCHEMA = objectSchema<OfferView>(
  {
    reference: text,
    currency: oneOfValues(QUOTE_CURRENCIES),
    validUntil: day,
    sentAt: nullable(dateTime),
    expired: flag,
    lines: arrayOf(OFFER_LINE_SCHEMA),
    totalMinor: minor,
  },
  'The offer as the buyer reads it: no costing field.',
);
