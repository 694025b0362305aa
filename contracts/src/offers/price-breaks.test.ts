import { linePriceOf, moqRefusals, priceBreaksRefusal, tierFor } from './price-breaks';

const TIERS = [
  { minQuantity: 300, unitPriceMinor: 1450 },
  { minQuantity: 1000, unitPriceMinor: 1310 },
  { minQuantity: 5000, unitPriceMinor: 1190 },
];

describe('price breaks', () => {
  it.each<[number, number | undefined]>([
    [1, undefined],
    [299, undefined],
    [300, 1450],
    [301, 1450],
    [999, 1450],
    [1000, 1310],
    [1001, 1310],
    [4999, 1310],
    [5000, 1190],
    [1_000_000, 1190],
  ])('%p pcs fall in the tier priced %p', (quantity, price) => {
    expect(tierFor(TIERS, quantity)?.unitPriceMinor).toBe(price);
  });

  it('prices a line at its tier: quantity × the unit price', () => {
    expect(linePriceOf(TIERS, 1200)).toEqual({ tier: TIERS[1], totalMinor: 1_572_000 });
    expect(linePriceOf(TIERS, 100)).toBeUndefined();
  });

  it.each<[typeof TIERS, string | undefined]>([
    [TIERS, undefined],
    [[TIERS[0]], undefined],
    [[], 'Add at least one price break'],
    [
      [{ minQuantity: 0, unitPriceMinor: 10 }],
      'A price break is a minimum quantity (1 or more) and a unit price in minor units',
    ],
    [
      [{ minQuantity: 10, unitPriceMinor: 9.5 }],
      'A price break is a minimum quantity (1 or more) and a unit price in minor units',
    ],
    [[TIERS[1], TIERS[0]], 'Price breaks go from the smallest quantity up, each quantity once'],
    [
      [TIERS[0], { ...TIERS[1], minQuantity: 300 }],
      'Price breaks go from the smallest quantity up, each quantity once',
    ],
    [
      [TIERS[0], { minQuantity: 1000, unitPriceMinor: 1451 }],
      'A larger quantity cannot have a higher unit price than a smaller one',
    ],
  ])('checks the tiers %j: %p', (tiers, refusal) => {
    expect(priceBreaksRefusal(tiers)).toBe(refusal);
  });
});

describe('minimum order quantities', () => {
  const MOQ = { style: 'Field jacket', perStyle: 600, perColourway: 200 };

  it.each<[Array<{ colour: string; quantity: number }>, string[]]>([
    [
      [
        { colour: 'Navy', quantity: 400 },
        { colour: 'Olive', quantity: 200 },
      ],
      [],
    ],
    [[{ colour: 'Navy', quantity: 600 }], []],
    [
      [
        { colour: 'Navy', quantity: 399 },
        { colour: 'Olive', quantity: 200 },
      ],
      ['MOQ per style: Field jacket needs at least 600 pcs, 599 ordered'],
    ],
    [
      [
        { colour: 'Navy', quantity: 500 },
        { colour: 'Olive', quantity: 199 },
      ],
      ['MOQ per colourway: Field jacket in Olive needs at least 200 pcs, 199 ordered'],
    ],
    [
      [
        { colour: 'Navy', quantity: 150 },
        { colour: 'Olive', quantity: 150 },
      ],
      [
        'MOQ per style: Field jacket needs at least 600 pcs, 300 ordered',
        'MOQ per colourway: Field jacket in Navy needs at least 200 pcs, 150 ordered',
        'MOQ per colourway: Field jacket in Olive needs at least 200 pcs, 150 ordered',
      ],
    ],
  ])('%j: %j', (colourways, refusals) => {
    expect(moqRefusals(MOQ, colourways)).toEqual(refusals);
  });
});
