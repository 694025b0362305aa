import { StyleMessages } from './messages';
import type { StyleContent } from './style';
import { validateStyle } from './validation';

const valid: StyleContent = {
  styleNumber: 'TL-2041',
  name: 'Crew-neck tee',
  categoryKey: 't-shirts',
  season: 'SS27',
  description: 'Relaxed fit',
  fabric: 'Single jersey 180 gsm',
  composition: '100% organic cotton',
  colourways: [
    { name: 'Navy', colourCode: '19-4052 TCX', swatch: '#1F3A5F' },
    { name: 'Ecru', swatch: '#F3EEDF' },
  ],
  sizes: ['S', 'M', 'L'],
  measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52.5, null] }],
  materials: [
    { kind: 'material', description: 'Body fabric', consumption: 0.85, unit: 'm' },
    {
      kind: 'trim',
      description: 'Care label',
      placement: 'Left side seam',
      consumption: 1,
      unit: 'pcs',
    },
  ],
  fileIds: ['0123456789abcdef01234567'],
  frontImageId: '0123456789abcdef01234568',
};

const many = <T>(count: number, make: (i: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i));

describe('a style', () => {
  it('accepts a complete style and one with only its required fields', () => {
    expect(validateStyle(valid)).toEqual({});
    expect(
      validateStyle({
        styleNumber: 'A1',
        name: 'Tee',
        categoryKey: 'tees',
        season: 'AW26',
        colourways: [],
        sizes: ['One size'],
        measurements: [],
        materials: [],
        fileIds: [],
      }),
    ).toEqual({});
  });

  it.each<[string, Partial<StyleContent> | Record<string, unknown>, Record<string, string>]>([
    [
      'a style number with a space',
      { styleNumber: 'TL 2041' },
      { styleNumber: StyleMessages.styleNumberInvalid },
    ],
    [
      'a style number of 41 characters',
      { styleNumber: 'A'.repeat(41) },
      { styleNumber: StyleMessages.styleNumberInvalid },
    ],
    ['a blank name', { name: '  ' }, { name: StyleMessages.nameRequired }],
    [
      'a category key with capitals',
      { categoryKey: 'T-Shirts' },
      { categoryKey: StyleMessages.categoryInvalid },
    ],
    ['a season without a year', { season: 'Summer' }, { season: StyleMessages.seasonInvalid }],
    ['a lower-case season', { season: 'ss27' }, { season: StyleMessages.seasonInvalid }],
    [
      'a description over the limit',
      { description: 'x'.repeat(2001) },
      { description: StyleMessages.descriptionTooLong },
    ],
    [
      'a swatch that is not hex',
      { colourways: [{ name: 'Navy', swatch: 'navy' }] },
      { colourways: StyleMessages.colourwayInvalid(1) },
    ],
    [
      'two colourways of one name',
      {
        colourways: [
          { name: 'Navy', swatch: '#000000' },
          { name: 'navy', swatch: '#111111' },
        ],
      },
      { colourways: StyleMessages.colourwayDuplicate('navy') },
    ],
    [
      '21 colourways',
      { colourways: many(21, (i) => ({ name: `C${i}`, swatch: '#000000' })) },
      { colourways: 'A style has at most 20 colourways.' },
    ],
    ['no sizes', { sizes: [], measurements: [] }, { sizes: StyleMessages.sizesRequired }],
    [
      '31 sizes',
      { sizes: many(31, (i) => `S${i}`), measurements: [] },
      { sizes: 'A size range has at most 30 sizes.' },
    ],
    [
      'a size listed twice',
      { sizes: ['M', 'M'], measurements: [] },
      { sizes: StyleMessages.sizeDuplicate('M') },
    ],
    [
      '61 points of measure',
      { measurements: many(61, (i) => ({ name: `P${i}`, toleranceCm: 1, valuesCm: [1, 1, 1] })) },
      { measurements: 'A measurement spec has at most 60 points of measure.' },
    ],
    [
      'a point with too few values',
      { measurements: [{ name: 'Chest', toleranceCm: 1, valuesCm: [50] }] },
      { measurements: StyleMessages.measurementsShapeInvalid(1) },
    ],
    [
      'a negative measurement',
      { measurements: [{ name: 'Chest', toleranceCm: 1, valuesCm: [50, -1, 52] }] },
      { measurements: StyleMessages.measurementInvalid(1, 'M') },
    ],
    [
      'a measurement of three decimals',
      { measurements: [{ name: 'Chest', toleranceCm: 1, valuesCm: [50.125, 51, 52] }] },
      { measurements: StyleMessages.measurementInvalid(1, 'S') },
    ],
    [
      'a tolerance over 10 cm',
      { measurements: [{ name: 'Chest', toleranceCm: 11, valuesCm: [50, 51, 52] }] },
      { measurements: StyleMessages.toleranceInvalid(1) },
    ],
    [
      'a point of measure listed twice',
      {
        measurements: [
          { name: 'Chest', toleranceCm: 1, valuesCm: [1, 1, 1] },
          { name: 'Chest', toleranceCm: 1, valuesCm: [1, 1, 1] },
        ],
      },
      { measurements: StyleMessages.pointDuplicate('Chest') },
    ],
    [
      '101 material lines',
      {
        materials: many(101, () => ({
          kind: 'trim',
          description: 'Button',
          consumption: 1,
          unit: 'pcs',
        })),
      },
      { materials: 'A bill of materials has at most 100 lines.' },
    ],
    [
      'a material line of an unknown unit',
      { materials: [{ kind: 'trim', description: 'Button', consumption: 1, unit: 'box' }] },
      { materials: StyleMessages.unitInvalid(1) },
    ],
    [
      'a material line of no consumption',
      {
        materials: [
          valid.materials[0],
          { kind: 'trim', description: 'Button', consumption: 0, unit: 'pcs' },
        ],
      },
      { materials: StyleMessages.consumptionInvalid(2) },
    ],
    [
      'a material line of an unknown type',
      { materials: [{ kind: 'fabric', description: 'Body', consumption: 1, unit: 'm' }] },
      { materials: StyleMessages.materialKindInvalid(1) },
    ],
    ['a file id that is not an id', { fileIds: ['x'] }, { fileIds: StyleMessages.filesInvalid }],
    [
      'a front image id that is not an id',
      { frontImageId: 'x' },
      { frontImageId: StyleMessages.imageInvalid },
    ],
  ])('refuses %s', (_case, change, errors) => {
    expect(validateStyle({ ...valid, ...change })).toEqual(errors);
  });

  it('accepts exactly the limits: 20 colourways, 30 sizes, 60 points, 100 lines', () => {
    const sizes = many(30, (i) => `S${i}`);
    expect(
      validateStyle({
        ...valid,
        colourways: many(20, (i) => ({ name: `C${i}`, swatch: '#000000' })),
        sizes,
        measurements: many(60, (i) => ({
          name: `P${i}`,
          toleranceCm: 0.5,
          valuesCm: sizes.map(() => 40),
        })),
        materials: many(100, () => ({
          kind: 'trim',
          description: 'Button',
          consumption: 0.125,
          unit: 'pcs',
        })),
      }),
    ).toEqual({});
  });
});
