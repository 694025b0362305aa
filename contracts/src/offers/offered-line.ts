/** A request line as its offer reads it, for the API's views and the dashboard's live totals. */

import type { QuoteLine } from '../styles/request-views';
import type { ColourwayQuantity } from './price-breaks';

export interface OfferedLine {
  label: string;
  colourways: ColourwayQuantity[];
  /** The pieces asked, all colourways. */
  quantity: number;
}

/** A quick line has no colourways of its own: its pieces count as one. */
export const ANY_COLOUR = 'Any colour';

export function offeredLineOf(line: QuoteLine): OfferedLine {
  if (line.type === 'quick') {
    const colourways = [{ colour: line.colour ?? ANY_COLOUR, quantity: line.quantity }];
    return { label: line.description, colourways, quantity: line.quantity };
  }
  const colourways = line.colourways.map((colour, row) => ({
    colour,
    quantity: (line.quantities[row] ?? []).reduce((sum, pieces) => sum + pieces, 0),
  }));
  return {
    label: `${line.styleNumber} ${line.styleName} (v${line.version})`,
    colourways,
    quantity: colourways.reduce((sum, colourway) => sum + colourway.quantity, 0),
  };
}
