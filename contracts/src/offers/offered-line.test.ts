import type { QuoteLine } from '../styles/request-views';
import { ANY_COLOUR, offeredLineOf } from './offered-line';

describe('offeredLineOf', () => {
  it('sums a style line’s matrix per colourway and names it by number, name and version', () => {
    const line: QuoteLine = {
      type: 'style',
      styleId: 'a'.repeat(24),
      versionId: `${'a'.repeat(24)}:2`,
      version: 2,
      styleNumber: 'TL-1',
      styleName: 'Crew-neck tee',
      colourways: ['Navy', 'Ecru'],
      sizes: ['S', 'M'],
      quantities: [
        [100, 200],
        [50, 0],
      ],
    };
    expect(offeredLineOf(line)).toEqual({
      label: 'TL-1 Crew-neck tee (v2)',
      colourways: [
        { colour: 'Navy', quantity: 300 },
        { colour: 'Ecru', quantity: 50 },
      ],
      quantity: 350,
    });
  });

  it('reads a quick line as one colourway of its pieces', () => {
    const line: QuoteLine = {
      type: 'quick',
      categoryKey: 'bags',
      description: 'Tote bags',
      quantity: 300,
      attachments: [],
    };
    expect(offeredLineOf(line).colourways).toEqual([{ colour: ANY_COLOUR, quantity: 300 }]);
  });
});
