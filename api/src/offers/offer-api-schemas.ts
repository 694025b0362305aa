import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  INCOTERMS,
  QUOTE_CURRENCIES,
  type ThreadCounterLine,
  type ThreadCounterProposal,
} from '@threadline/contracts';
import type {
  ColourwayQuantity,
  CostingBreakdown,
  CostingSheetInput,
  CostingSheetView,
  FabricCost,
  OfferLineView,
  OfferVersionView,
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

const OFFER_VERSION_FIELDS = {
  reference: text,
  version: { ...whole, minimum: 1, description: '1 as first sent, one more per revision.' },
  reason: nullable({ ...text, description: 'Why the team revised it; null for version 1.' }),
  currency: oneOfValues(QUOTE_CURRENCIES),
  validUntil: day,
  sentAt: nullable(dateTime),
  expired: flag,
  lines: arrayOf(OFFER_LINE_SCHEMA),
  totalMinor: minor,
};

const OFFER_VERSION_SCHEMA = objectSchema<OfferVersionView>(
  OFFER_VERSION_FIELDS,
  'An earlier version, as it was sent.',
);

export const OFFER_VIEW_SCHEMA = objectSchema<OfferView>(
  { ...OFFER_VERSION_FIELDS, history: arrayOf(OFFER_VERSION_SCHEMA) },
  'The offer as the buyer reads it, its earlier versions oldest first: no costing field.',
);

const COUNTER_LINE_SCHEMA = objectSchema<ThreadCounterLine>({
  line: whole,
  label: text,
  quantity: whole,
  offeredUnitPriceMinor: nullable(minor),
  targetUnitPriceMinor: minor,
});

export const COUNTER_POSTED_SCHEMA = objectSchema<{
  messageId: string;
  counter: ThreadCounterProposal;
}>(
  {
    messageId: text,
    counter: objectSchema<ThreadCounterProposal>({
      version: whole,
      currency: oneOfValues(QUOTE_CURRENCIES),
      lines: arrayOf(COUNTER_LINE_SCHEMA),
      note: nullable(text),
    }),
  },
  'The thread message posted: the target price per line beside the one offered.',
);
