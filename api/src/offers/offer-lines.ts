import type { Incoterm, StyleContent } from '@threadline/contracts';
import {
  QUANTITY_DECIMALS,
  type ColourwayQuantity,
  type CostingSheetInput,
} from '@threadline/contracts/offers';
import type { StoredQuoteLine } from '../quotes/schemas/quote-lines';

/** A request line as its offer reads it: what it is called and the pieces asked per colourway. */
export interface OfferedLine {
  label: string;
  colourways: ColourwayQuantity[];
  quantity: number;
}

/** A quick line has no colourways of its own: its pieces count as one. */
const ANY_COLOUR = 'Any colour';

export function offeredLineOf(line: StoredQuoteLine): OfferedLine {
  if (line.type === 'quick') {
    const colourways = [{ colour: line.colour ?? ANY_COLOUR, quantity: line.quantity }];
    return { label: line.description, colourways, quantity: line.quantity };
  }
  const colourways = line.colourways.map((colour, row) => ({
    colour,
    quantity: (line.rows[row]?.pieces ?? []).reduce((sum, pieces) => sum + pieces, 0),
  }));
  return {
    label: `${line.styleNumber} ${line.styleName} (v${line.version})`,
    colourways,
    quantity: colourways.reduce((sum, colourway) => sum + colourway.quantity, 0),
  };
}

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
