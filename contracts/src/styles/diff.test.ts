import { diffStyleVersions } from './diff';
import type { StyleContent } from './style';

const v1: StyleContent = {
  styleNumber: 'TL-2041',
  name: 'Crew-neck tee',
  categoryKey: 't-shirts',
  season: 'SS27',
  colourways: [{ name: 'Navy', colourCode: '19-4052 TCX', swatch: '#1f3a5f' }],
  sizes: ['S', 'M', 'L'],
  measurements: [
    { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52, 54] },
    { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70, 72] },
  ],
  materials: [
    {
      kind: 'material',
      description: 'Body fabric',
      supplier: 'Mill A',
      consumption: 0.85,
      unit: 'm',
    },
    { kind: 'trim', description: 'Care label', consumption: 1, unit: 'pcs' },
  ],
  fileIds: [],
};

describe('the version diff', () => {
  it('is empty between a version and a copy of it', () => {
    expect(diffStyleVersions(v1, structuredClone(v1))).toEqual({
      fields: [],
      measurements: [],
      materials: { added: [], removed: [], changed: [] },
    });
  });

  it.each<[string, Partial<StyleContent>, { field: string; before: string; after: string }[]]>([
    [
      'a renamed style',
      { name: 'Boxy tee' },
      [{ field: 'name', before: 'Crew-neck tee', after: 'Boxy tee' }],
    ],
    ['a new season', { season: 'AW27' }, [{ field: 'season', before: 'SS27', after: 'AW27' }]],
    ['a fabric given', { fabric: 'Jersey' }, [{ field: 'fabric', before: '', after: 'Jersey' }]],
    [
      'a second colourway',
      { colourways: [...v1.colourways, { name: 'Ecru', swatch: '#f3eedf' }] },
      [
        {
          field: 'colourways',
          before: 'Navy (19-4052 TCX) #1F3A5F',
          after: 'Navy (19-4052 TCX) #1F3A5F; Ecru #F3EEDF',
        },
      ],
    ],
    [
      'a file attached',
      { fileIds: ['f1'] },
      [{ field: 'files', before: '', after: 'techpack.pdf' }],
    ],
  ])('lists %s as a field change', (_case, change, fields) => {
    const diff = diffStyleVersions(v1, { ...v1, ...change }, (id) =>
      id === 'f1' ? 'techpack.pdf' : id,
    );
    expect(diff.fields).toEqual(fields);
  });

  it.each<
    [
      string,
      Partial<StyleContent>,
      { point: string; size: string | null; before: number | null; after: number | null }[],
    ]
  >([
    [
      'one measurement changed',
      {
        measurements: [
          { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 53, 54] },
          v1.measurements[1],
        ],
      },
      [{ point: 'Chest width', size: 'M', before: 52, after: 53 }],
    ],
    [
      'a tolerance changed',
      {
        measurements: [
          v1.measurements[0],
          { name: 'Body length', toleranceCm: 1.5, valuesCm: [68, 70, 72] },
        ],
      },
      [{ point: 'Body length', size: null, before: 1, after: 1.5 }],
    ],
    [
      'a measurement cleared',
      {
        measurements: [
          { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52, null] },
          v1.measurements[1],
        ],
      },
      [{ point: 'Chest width', size: 'L', before: 54, after: null }],
    ],
    [
      'a point removed',
      { measurements: [v1.measurements[0]] },
      [
        { point: 'Body length', size: null, before: 1, after: null },
        { point: 'Body length', size: 'S', before: 68, after: null },
        { point: 'Body length', size: 'M', before: 70, after: null },
        { point: 'Body length', size: 'L', before: 72, after: null },
      ],
    ],
    [
      'a size added, read by its label',
      {
        sizes: ['XS', 'S', 'M', 'L'],
        measurements: [
          { name: 'Chest width', toleranceCm: 1, valuesCm: [48, 50, 52, 54] },
          { name: 'Body length', toleranceCm: 1, valuesCm: [null, 68, 70, 72] },
        ],
      },
      [{ point: 'Chest width', size: 'XS', before: null, after: 48 }],
    ],
  ])('lists %s as point, size, old → new', (_case, change, measurements) => {
    expect(diffStyleVersions(v1, { ...v1, ...change }).measurements).toEqual(measurements);
  });

  it('lists material lines added, removed and changed, matched by type and description', () => {
    const diff = diffStyleVersions(v1, {
      ...v1,
      materials: [
        { kind: 'trim', description: 'Neck tape', consumption: 0.45, unit: 'm' },
        {
          kind: 'material',
          description: 'body fabric',
          supplier: 'Mill B',
          consumption: 0.9,
          unit: 'm',
        },
      ],
    });
    expect(diff.materials).toEqual({
      added: [{ kind: 'trim', description: 'Neck tape', consumption: 0.45, unit: 'm' }],
      removed: [v1.materials[1]],
      changed: [
        {
          before: v1.materials[0],
          after: {
            kind: 'material',
            description: 'body fabric',
            supplier: 'Mill B',
            consumption: 0.9,
            unit: 'm',
          },
          fields: ['description', 'supplier', 'consumption'],
        },
      ],
    });
  });

  it('shows a first version as everything new', () => {
    const diff = diffStyleVersions(null, v1);
    expect(diff.fields.map((change) => change.field)).toEqual([
      'styleNumber',
      'name',
      'categoryKey',
      'season',
      'colourways',
      'sizes',
    ]);
    expect(diff.measurements).toHaveLength(8);
    expect(diff.materials.added).toEqual(v1.materials);
  });
});
