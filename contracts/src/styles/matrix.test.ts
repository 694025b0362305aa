import { matrixTotals } from './matrix';

describe('the colour × size matrix', () => {
  it.each<[string, (number | null)[][], { rows: number[]; columns: number[]; total: number }]>([
    ['an empty matrix', [], { rows: [], columns: [], total: 0 }],
    ['one colourway', [[100, 200, 100]], { rows: [400], columns: [100, 200, 100], total: 400 }],
    [
      'two colourways with an empty cell',
      [
        [100, 200, null],
        [50, 0, 150],
      ],
      { rows: [300, 200], columns: [150, 200, 150], total: 500 },
    ],
    ['a ragged matrix', [[10], [5, 5]], { rows: [10, 10], columns: [15, 5], total: 20 }],
  ])('totals %s by row and column', (_case, quantities, totals) => {
    expect(matrixTotals(quantities)).toEqual(totals);
  });
});
