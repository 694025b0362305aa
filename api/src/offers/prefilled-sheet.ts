import type { Incoterm, StyleContent } from '@threadline/contracts';
import { QUANTITY_DECIMALS, type CostingSheetInput } from '@threadline/contracts/offers';

const toQuantity = (value: number) => Number(value.toFixed(QUANTITY_DECIMALS));

/**
 * A new sheet for a line: the pinned version's materials as fabrics and its trims as trims, each
 * at its consumption and a price of 0 for the team to fill in; every other figure 0.
 */
export function prefilledSheet(
  materials: StyleContent['materials'] | undefined,
  incoterm: Incoterm | undefined,
): CostingSheetInput {
  const bom = materials ?? [];
  return {
    fabrics: bom
      .filter((material) => material.kind === 'material')
      .map((material) => ({
        name: material.description,
        consumption: toQuantity(material.consumption),
        unitPriceMinor: 0,
        wastagePercent: 0,
      })),
    trims: bom
      .filter((material) => material.kind === 'trim')
      .map((material) => ({
        name: material.description,
        quantity: toQuantity(material.consumption),
        unitPriceMinor: 0,
      })),
    cmtMinor: 0,
    washingMinor: 0,
    printingMinor: 0,
    embroideryMinor: 0,
    packagingMinor: 0,
    testingMinor: 0,
    overheadPercent: 0,
    marginPercent: 0,
    incoterm: incoterm ?? 'FOB',
    freightMinor: 0,
    insuranceMinor: 0,
    dutyPercent: 0,
    clearanceMinor: 0,
  };
}
