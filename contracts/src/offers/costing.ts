/**
 * The costing sheet of one request line: what a garment costs the factory and the unit price it
 * offers, per piece, in minor units of the offer's currency. The buyer never sees it.
 *
 * Each part a person reads (a fabric, a trim, overhead, margin, duty) is rounded to the cent once
 * (half up, see money.ts) and the sums are sums of those cents, so the sheet adds up as printed.
 */

import type { Incoterm } from '../orders/terms';
import { roundHalfUp, toScaled } from './money';

/** Consumption and trim quantities per garment: up to 4 decimals (1.3575 m). */
export const QUANTITY_DECIMALS = 4;
/** Percentages: up to 2 decimals (3.25 %). */
export const PERCENT_DECIMALS = 2;

export interface FabricCost {
  name: string;
  /** Fabric per garment, in the price's unit (m, kg, yd). */
  consumption: number;
  /** Price per unit of fabric, in minor units. */
  unitPriceMinor: number;
  wastagePercent: number;
}

export interface TrimCost {
  name: string;
  /** Pieces per garment (2 buttons, 0.5 of a zip pack). */
  quantity: number;
  unitPriceMinor: number;
}

export interface CostingSheetInput {
  fabrics: FabricCost[];
  trims: TrimCost[];
  /** Cut-make-trim per piece. */
  cmtMinor: number;
  washingMinor: number;
  printingMinor: number;
  embroideryMinor: number;
  packagingMinor: number;
  testingMinor: number;
  /** On the factory cost (materials, making, processes, packaging, testing). */
  overheadPercent: number;
  /** A mark-up on the factory cost plus overhead, not a share of the price. */
  marginPercent: number;
  incoterm: Incoterm;
  /** CIF and DDP: sea or air freight per piece. */
  freightMinor: number;
  /** CIF and DDP: cargo insurance per piece. */
  insuranceMinor: number;
  /** DDP: import duty, a percentage of the CIF value. */
  dutyPercent: number;
  /** DDP: customs clearance and delivery at destination, per piece. */
  clearanceMinor: number;
}

export interface CostingBreakdown {
  fabrics: number[];
  fabricMinor: number;
  trims: number[];
  trimsMinor: number;
  cmtMinor: number;
  processesMinor: number;
  packagingMinor: number;
  testingMinor: number;
  /** Materials, making, processes, packaging and testing. */
  factoryCostMinor: number;
  overheadMinor: number;
  marginMinor: number;
  /** The price at the factory's port: what FOB offers. */
  fobMinor: number;
  /** The parts the Incoterm adds (0 where it adds nothing). */
  freightMinor: number;
  insuranceMinor: number;
  dutyMinor: number;
  clearanceMinor: number;
  unitPriceMinor: number;
}

const scaled = (value: number, places: number): bigint => {
  const result = toScaled(value, places);
  if (result === undefined) throw new RangeError(`${value} has more than ${places} decimals`);
  return result;
};
const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
const PERCENT_SCALE = 100n * 10n ** BigInt(PERCENT_DECIMALS);

/** consumption × price × (1 + wastage %), to the cent. */
export function fabricCostMinor(fabric: FabricCost): number {
  const consumption = scaled(fabric.consumption, QUANTITY_DECIMALS);
  const wastage = scaled(fabric.wastagePercent, PERCENT_DECIMALS);
  return roundHalfUp(
    consumption * BigInt(fabric.unitPriceMinor) * (PERCENT_SCALE + wastage),
    QUANTITY_SCALE * PERCENT_SCALE,
  );
}

/** quantity × price, to the cent. */
export function trimCostMinor(trim: TrimCost): number {
  return roundHalfUp(
    scaled(trim.quantity, QUANTITY_DECIMALS) * BigInt(trim.unitPriceMinor),
    QUANTITY_SCALE,
  );
}

/** `percent` % of an amount in minor units, to the cent. */
export function percentOfMinor(amountMinor: number, percent: number): number {
  return roundHalfUp(BigInt(amountMinor) * scaled(percent, PERCENT_DECIMALS), PERCENT_SCALE);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The sheet's parts and the unit price it makes for its Incoterm. */
export function costSheet(input: CostingSheetInput): CostingBreakdown {
  const fabrics = input.fabrics.map(fabricCostMinor);
  const trims = input.trims.map(trimCostMinor);
  const fabricMinor = sum(fabrics);
  const trimsMinor = sum(trims);
  const processesMinor = input.washingMinor + input.printingMinor + input.embroideryMinor;
  const factoryCostMinor =
    fabricMinor +
    trimsMinor +
    input.cmtMinor +
    processesMinor +
    input.packagingMinor +
    input.testingMinor;
  const overheadMinor = percentOfMinor(factoryCostMinor, input.overheadPercent);
  const marginMinor = percentOfMinor(factoryCostMinor + overheadMinor, input.marginPercent);
  const fobMinor = factoryCostMinor + overheadMinor + marginMinor;
  const carried = input.incoterm !== 'FOB';
  const freightMinor = carried ? input.freightMinor : 0;
  const insuranceMinor = carried ? input.insuranceMinor : 0;
  const cifMinor = fobMinor + freightMinor + insuranceMinor;
  const delivered = input.incoterm === 'DDP';
  const dutyMinor = delivered ? percentOfMinor(cifMinor, input.dutyPercent) : 0;
  const clearanceMinor = delivered ? input.clearanceMinor : 0;
  return {
    fabrics,
    fabricMinor,
    trims,
    trimsMinor,
    cmtMinor: input.cmtMinor,
    processesMinor,
    packagingMinor: input.packagingMinor,
    testingMinor: input.testingMinor,
    factoryCostMinor,
    overheadMinor,
    marginMinor,
    fobMinor,
    freightMinor,
    insuranceMinor,
    dutyMinor,
    clearanceMinor,
    unitPriceMinor: cifMinor + dutyMinor + clearanceMinor,
  };
}
