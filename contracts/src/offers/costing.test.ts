import {
  costSheet,
  fabricCostMinor,
  percentOfMinor,
  trimCostMinor,
  type CostingSheetInput,
} from './costing';
import { validateCostingSheet } from './costing-validation';

const SHEET: CostingSheetInput = {
  fabrics: [
    { name: 'Cotton twill', consumption: 1.35, unitPriceMinor: 420, wastagePercent: 3.5 },
    { name: 'Rib', consumption: 0.12, unitPriceMinor: 950, wastagePercent: 5 },
  ],
  trims: [
    { name: 'Buttons', quantity: 6, unitPriceMinor: 4 },
    { name: 'Zip (pack of 2)', quantity: 0.5, unitPriceMinor: 35 },
  ],
  cmtMinor: 180,
  washingMinor: 25,
  printingMinor: 40,
  embroideryMinor: 0,
  packagingMinor: 15,
  testingMinor: 8,
  overheadPercent: 12,
  marginPercent: 15,
  incoterm: 'FOB',
  freightMinor: 35,
  insuranceMinor: 3,
  dutyPercent: 12,
  clearanceMinor: 20,
};

describe('the costing sheet, part by part', () => {
  it.each<[number, number, number, number]>([
    // consumption, price, wastage %, cents: 1.35 × 420 × 1.035 = 586.845
    [1.35, 420, 3.5, 587],
    [0.12, 950, 5, 120], // 119.7
    [0.5, 3, 0, 2], // 1.5, half up
    [2.5, 1, 0, 3], // 2.5: half up, not to even
    [1.3575, 1000, 0, 1358], // 1357.5
    [0.7, 30, 0, 21], // 0.7 × 30 is 21.000000000000004 in floating point
    [0, 420, 10, 0],
  ])(
    'fabric: %p × %p × (1 + %p %) is %p cents',
    (consumption, unitPriceMinor, wastagePercent, cents) => {
      expect(fabricCostMinor({ name: 'F', consumption, unitPriceMinor, wastagePercent })).toBe(
        cents,
      );
    },
  );

  it.each<[number, number, number]>([
    [6, 4, 24],
    [0.5, 35, 18], // 17.5
    [0.25, 3, 1], // 0.75
    [0.0001, 4999, 0], // 0.4999
  ])('trim: %p × %p is %p cents', (quantity, unitPriceMinor, cents) => {
    expect(trimCostMinor({ name: 'T', quantity, unitPriceMinor })).toBe(cents);
  });

  it.each<[number, number, number]>([
    [1017, 12, 122], // 122.04
    [1139, 15, 171], // 170.85
    [4, 12.5, 1], // 0.5
    [20, 12.5, 3], // 2.5: banker's rounding would give 2
    [1348, 12, 162], // 161.76
    [999, 0, 0],
    [999, 100, 999],
  ])('%p cents at %p % is %p cents', (amount, percent, cents) => {
    expect(percentOfMinor(amount, percent)).toBe(cents);
  });

  it('adds the parts up to the factory cost, then overhead, margin and the FOB price', () => {
    expect(costSheet(SHEET)).toEqual({
      fabrics: [587, 120],
      fabricMinor: 707,
      trims: [24, 18],
      trimsMinor: 42,
      cmtMinor: 180,
      processesMinor: 65,
      packagingMinor: 15,
      testingMinor: 8,
      factoryCostMinor: 1017,
      overheadMinor: 122,
      marginMinor: 171,
      fobMinor: 1310,
      freightMinor: 0,
      insuranceMinor: 0,
      dutyMinor: 0,
      clearanceMinor: 0,
      unitPriceMinor: 1310,
    });
  });

  it.each<[CostingSheetInput['incoterm'], Partial<ReturnType<typeof costSheet>>]>([
    [
      'FOB',
      { freightMinor: 0, insuranceMinor: 0, dutyMinor: 0, clearanceMinor: 0, unitPriceMinor: 1310 },
    ],
    [
      'CIF',
      {
        freightMinor: 35,
        insuranceMinor: 3,
        dutyMinor: 0,
        clearanceMinor: 0,
        unitPriceMinor: 1348,
      },
    ],
    // Duty is 12 % of the CIF value 1348: 161.76.
    [
      'DDP',
      {
        freightMinor: 35,
        insuranceMinor: 3,
        dutyMinor: 162,
        clearanceMinor: 20,
        unitPriceMinor: 1530,
      },
    ],
  ])('adds what %p carries', (incoterm, expected) => {
    expect(costSheet({ ...SHEET, incoterm })).toMatchObject({ fobMinor: 1310, ...expected });
  });

  it('refuses a figure with more decimals than the sheet keeps rather than rounding it silently', () => {
    expect(() =>
      fabricCostMinor({ name: 'F', consumption: 1.23456, unitPriceMinor: 1, wastagePercent: 0 }),
    ).toThrow(RangeError);
  });
});

describe('validateCostingSheet', () => {
  it('accepts the sheet', () => {
    expect(validateCostingSheet(SHEET)).toEqual({});
  });

  it.each<[Partial<Record<keyof CostingSheetInput, unknown>>, keyof CostingSheetInput, string]>([
    [{ cmtMinor: 1.5 }, 'cmtMinor', 'cmtMinor: a whole number of minor units (cents), 0 or more'],
    [
      { freightMinor: -1 },
      'freightMinor',
      'freightMinor: a whole number of minor units (cents), 0 or more',
    ],
    [
      { marginPercent: 101 },
      'marginPercent',
      'marginPercent: a percentage from 0 to 100, at most 2 decimals',
    ],
    [
      { overheadPercent: 1.005 },
      'overheadPercent',
      'overheadPercent: a percentage from 0 to 100, at most 2 decimals',
    ],
    [{ incoterm: 'EXW' }, 'incoterm', 'Choose the Incoterm: FOB, CIF or DDP'],
    [
      { fabrics: [{ name: 'F', consumption: 1.23456, unitPriceMinor: 1, wastagePercent: 0 }] },
      'fabrics',
      'Fabric consumption: a number 0 or more, at most 4 decimals',
    ],
    [
      { fabrics: [{ name: 'F', consumption: 1, unitPriceMinor: 1, wastagePercent: -2 }] },
      'fabrics',
      'Wastage: a percentage from 0 to 100, at most 2 decimals',
    ],
    [
      { trims: [{ name: ' ', quantity: 1, unitPriceMinor: 1 }] },
      'trims',
      'Trim: a name of 1 to 100 characters',
    ],
    [
      { trims: [{ name: 'T', quantity: 1, unitPriceMinor: '3' }] },
      'trims',
      'Trim price: a whole number of minor units (cents), 0 or more',
    ],
  ])('refuses %p with a message on %p', (change, field, message) => {
    expect(validateCostingSheet({ ...SHEET, ...change })).toEqual({ [field]: message });
  });
});
