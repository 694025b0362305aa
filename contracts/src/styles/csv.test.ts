import {
  materialCsvTable,
  measurementCsvTable,
  parseMaterialsCsv,
  parseMeasurementCsv,
  readCsv,
} from './csv';
import { StyleMessages } from './messages';

const chart = [
  'Point of measure,Tolerance (cm),S,M,L',
  'Chest width,1,50,52,54',
  '"Body length, HPS",1.5,68,70,',
].join('\r\n');

describe('reading CSV', () => {
  it('reads quoted cells, doubled quotes, line breaks in quotes and skips blank lines', () => {
    const read = readCsv('a,"b ""c""","d\ne"\n\n1,2,3\n');
    expect(read).toEqual({
      ok: true,
      value: [
        { row: 1, cells: ['a', 'b "c"', 'd\ne'] },
        { row: 4, cells: ['1', '2', '3'] },
      ],
    });
  });

  it.each([
    ['an empty file', '', StyleMessages.csvEmpty],
    ['only blank lines', '\n\n', StyleMessages.csvEmpty],
    ['an unclosed quote', 'a,"b\n', StyleMessages.csvQuoteUnclosed(1)],
  ])('refuses %s', (_case, text, message) => {
    expect(readCsv(text)).toEqual({ ok: false, errors: [expect.objectContaining({ message })] });
  });

  it('undoes the export’s neutralising quote', () => {
    expect(readCsv("'=SUM(A1)")).toEqual({ ok: true, value: [{ row: 1, cells: ['=SUM(A1)'] }] });
  });
});

describe('a measurement chart from CSV', () => {
  it('reads the sizes from the header and one point a row, empty cells unmeasured', () => {
    expect(parseMeasurementCsv(chart)).toEqual({
      ok: true,
      value: {
        sizes: ['S', 'M', 'L'],
        measurements: [
          { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52, 54] },
          { name: 'Body length, HPS', toleranceCm: 1.5, valuesCm: [68, 70, null] },
        ],
      },
    });
  });

  it('reads a comma decimal from a quoted cell', () => {
    const parsed = parseMeasurementCsv('Point of measure,Tolerance,M\nChest,"0,5","52,5"');
    expect(parsed).toEqual({
      ok: true,
      value: {
        sizes: ['M'],
        measurements: [{ name: 'Chest', toleranceCm: 0.5, valuesCm: [52.5] }],
      },
    });
  });

  it.each<[string, string, { row?: number; message: string }[]]>([
    [
      'a header without the point column',
      'Size,S\nChest,50',
      [{ row: 1, message: StyleMessages.csvHeaderMeasurements }],
    ],
    [
      'a size listed twice in the header',
      'Point of measure,Tolerance (cm),M,M\nChest,1,50,50',
      [{ row: 1, message: StyleMessages.sizeDuplicate('M') }],
    ],
    [
      'each bad row, by its row',
      `${chart}\nSleeve,1,abc,20,21\n,1,1,1,1\nHem,20,1,1,1\nNeck,1,1,1`,
      [
        {
          row: 4,
          message:
            'Row 4, size S: give a measurement in cm above 0 and up to 500, with at most two decimals, or leave it empty.',
        },
        { row: 5, message: 'Row 5: give a name of up to 80 characters.' },
        { row: 6, message: 'Row 6: the tolerance is a number of cm from 0 to 10.' },
        { row: 7, message: 'Row 7: expected 5 cells, found 4.' },
      ],
    ],
    [
      'a point listed twice',
      `${chart}\nchest width,1,1,1,1`,
      [{ row: 4, message: 'Row 4: The point of measure "chest width" is listed twice.' }],
    ],
  ])('refuses %s', (_case, text, errors) => {
    expect(parseMeasurementCsv(text)).toEqual({ ok: false, errors });
  });

  it('refuses a chart of 61 points of measure as a whole', () => {
    const rows = Array.from({ length: 61 }, (_, i) => `P${i},1,50`);
    expect(parseMeasurementCsv(['Point of measure,Tolerance (cm),M', ...rows].join('\n'))).toEqual({
      ok: false,
      errors: [{ message: StyleMessages.pointsTooMany }],
    });
  });

  it('reads back what it exports', () => {
    const parsed = parseMeasurementCsv(chart);
    if (!parsed.ok) throw new Error('the chart did not parse');
    const table = measurementCsvTable(parsed.value.sizes, parsed.value.measurements);
    expect(table).toEqual([
      ['Point of measure', 'Tolerance (cm)', 'S', 'M', 'L'],
      ['Chest width', '1', '50', '52', '54'],
      ['Body length, HPS', '1.5', '68', '70', ''],
    ]);
    const text = table.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n');
    expect(parseMeasurementCsv(text)).toEqual(parsed);
  });
});

describe('a bill of materials from CSV', () => {
  const header = 'Type,Description,Supplier,Colour,Placement,Consumption,Unit';

  it('reads one line a row, types and units in any case', () => {
    expect(
      parseMaterialsCsv(
        `${header}\nMaterial,Body fabric,Mill A,Navy,Body,0.85,M\ntrim,Care label,,,Side seam,1,pcs`,
      ),
    ).toEqual({
      ok: true,
      value: [
        {
          kind: 'material',
          description: 'Body fabric',
          supplier: 'Mill A',
          colour: 'Navy',
          placement: 'Body',
          consumption: 0.85,
          unit: 'm',
        },
        {
          kind: 'trim',
          description: 'Care label',
          placement: 'Side seam',
          consumption: 1,
          unit: 'pcs',
        },
      ],
    });
  });

  it.each<[string, string, { row?: number; message: string }[]]>([
    [
      'a header in another order',
      'Description,Type,Supplier,Colour,Placement,Consumption,Unit',
      [{ row: 1, message: StyleMessages.csvHeaderMaterials }],
    ],
    [
      'each bad row, by its row',
      `${header}\ntrim,Button,,,,6,pcs\nfabric,Body,,,,1,m\ntrim,,,,,1,pcs\ntrim,Zip,,,,-1,pcs\ntrim,Zip,,,,1,box`,
      [
        { row: 3, message: 'Row 3: the type is one of material, trim.' },
        { row: 4, message: 'Row 4: give a description of up to 120 characters.' },
        {
          row: 5,
          message:
            'Row 5: the consumption per garment is a number above 0 and up to 10000, with at most three decimals.',
        },
        { row: 6, message: 'Row 6: the unit is one of m, cm, yd, pcs, g, kg, set, cone.' },
      ],
    ],
  ])('refuses %s', (_case, text, errors) => {
    expect(parseMaterialsCsv(text)).toEqual({ ok: false, errors });
  });

  it('exports the columns the import reads', () => {
    const lines = [
      { kind: 'trim' as const, description: '=HYPERLINK()', consumption: 2, unit: 'pcs' as const },
    ];
    expect(materialCsvTable(lines)).toEqual([
      ['Type', 'Description', 'Supplier', 'Colour', 'Placement', 'Consumption', 'Unit'],
      ['trim', '=HYPERLINK()', '', '', '', '2', 'pcs'],
    ]);
  });
});
