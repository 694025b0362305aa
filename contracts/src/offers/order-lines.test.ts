import type { QuoteLine } from '../styles/request-views';
import { OfferMessages } from './messages';
import { ALL_SIZES, orderLinesOf } from './order-lines';

const style: QuoteLine = {
  type: 'style',
  styleId: 's1',
  versionId: 's1:2',
  version: 2,
  styleNumber: 'FJ-1',
  styleName: 'Field jacket',
  colourways: ['Olive', 'Navy'],
  sizes: ['S', 'M'],
  quantities: [
    [100, 150],
    [120, 130],
  ],
};
const quick: QuoteLine = {
  type: 'quick',
  categoryKey: 'bags',
  description: 'Tote bags',
  quantity: 300,
  attachments: [],
};
const terms = (line: number, overrides = {}) => ({
  line,
  tiers: [
    { minQuantity: 300, unitPriceMinor: 1250 },
    { minQuantity: 500, unitPriceMinor: 1199 },
  ],
  moqPerStyle: 300,
  moqPerColourway: 200,
  ...overrides,
});

describe('orderLinesOf', () => {
  it('prices each line at the tier its quantity reaches, and totals the lines exactly', () => {
    const made = orderLinesOf([style, quick], [terms(2, { moqPerColourway: 100 }), terms(1)]);
    expect(made).toEqual({
      lines: [
        {
          line: 1,
          type: 'style',
          label: 'FJ-1 Field jacket (v2)',
          styleId: 's1',
          versionId: 's1:2',
          version: 2,
          colourways: ['Olive', 'Navy'],
          sizes: ['S', 'M'],
          quantities: [
            [100, 150],
            [120, 130],
          ],
          quantity: 500,
          // 500 is the second break exactly.
          unitPriceMinor: 1199,
          totalMinor: 599_500,
        },
        {
          line: 2,
          type: 'quick',
          label: 'Tote bags',
          colourways: ['Any colour'],
          sizes: [ALL_SIZES],
          quantities: [[300]],
          quantity: 300,
          unitPriceMinor: 1250,
          totalMinor: 375_000,
        },
      ],
      totalMinor: 974_500,
    });
  });

  it('keeps a quick line’s size breakdown when it adds up to its quantity', () => {
    const sized: QuoteLine = { ...quick, colour: 'Natural', sizes: { S: 100, M: 200 } };
    const made = orderLinesOf([sized], [terms(1, { moqPerColourway: 0 })]);
    expect('lines' in made && made.lines[0]).toMatchObject({
      colourways: ['Natural'],
      sizes: ['S', 'M'],
      quantities: [[100, 200]],
    });
  });

  it('refuses a line under the first break and each MOQ broken, naming the rule', () => {
    const small: QuoteLine = { ...quick, quantity: 299 };
    expect(orderLinesOf([style, small], [terms(1, { moqPerColourway: 251 }), terms(2)])).toEqual({
      refusals: [
        OfferMessages.moqPerColourway('FJ-1 Field jacket (v2)', 'Olive', 250, 251),
        OfferMessages.moqPerColourway('FJ-1 Field jacket (v2)', 'Navy', 250, 251),
        `Line 2: ${OfferMessages.belowFirstTier(299, 300)}`,
        OfferMessages.moqPerStyle('Tote bags', 299, 300),
      ],
    });
  });
});
