/**
 * A merchandiser's measurement chart and bill of materials as CSV: parsing (each bad row named,
 * nothing returned half) and the export tables. Contracts carry no runtime dependencies, so the
 * RFC 4180 reading is the few lines below; the API writes the tables with its one CSV writer,
 * which neutralises formula-looking cells.
 */
import { STYLE_CSV_MAX_BYTES, STYLE_MATERIALS_MAX, STYLE_POINTS_MAX } from './limits';
import { StyleMessages } from './messages';
import type { StyleMaterialLine, StylePointOfMeasure } from './style';
import { materialLineError, pointOfMeasureError, sizesError } from './validation';

/** A problem of the file; `row` is the 1-based line of the file (the header is row 1). */
export interface CsvRowError {
  row?: number;
  message: string;
}

export type CsvParseResult<T> = { ok: true; value: T } | { ok: false; errors: CsvRowError[] };

export const MEASUREMENT_CSV_HEADER = ['Point of measure', 'Tolerance (cm)'] as const;
export const MATERIAL_CSV_HEADER = [
  'Type',
  'Description',
  'Supplier',
  'Colour',
  'Placement',
  'Consumption',
  'Unit',
] as const;

/** Undo the export's neutralising quote, so an exported file imports as it was. */
const unneutralised = (cell: string) =>
  cell.replace(/^'(?=[=+\-@\t\r])/, '').replace(/([,;\t\r\n][ \t]*)'([=+\-@])/g, '$1$2');

/** The file's records (with their 1-based line numbers), blank lines left out. */
export function readCsv(text: string): CsvParseResult<{ row: number; cells: string[] }[]> {
  if (text.length > STYLE_CSV_MAX_BYTES)
    return { ok: false, errors: [{ message: StyleMessages.csvTooLarge }] };
  const source = text.replace(/^\uFEFF/, '');
  const records: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '')
      records.push({ row: recordLine, cells: cells.map((c) => unneutralised(c.trim())) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted)
    return {
      ok: false,
      errors: [{ row: recordLine, message: StyleMessages.csvQuoteUnclosed(recordLine) }],
    };
  if (cell !== '' || cells.length > 0) endRecord();
  if (records.length === 0) return { ok: false, errors: [{ message: StyleMessages.csvEmpty }] };
  return { ok: true, value: records };
}

const sameHeader = (found: string | undefined, expected: string) =>
  (found ?? '').trim().toLowerCase() === expected.toLowerCase();

/** A decimal as spreadsheets write it: 52.5, or 52,5 from a comma-decimal locale. */
function numberOf(cell: string): number | undefined {
  const text = cell.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** A line's problem, told by its row of the file rather than its place in the chart. */
const prefixed = (row: number, message: string) =>
  message.replace(/^(Point of measure|Material line) \d+/, `Row ${row}`);

/** A measurement chart: `Point of measure, Tolerance (cm), <size>, <size>, …`, one point a row. */
export function parseMeasurementCsv(
  text: string,
): CsvParseResult<{ sizes: string[]; measurements: StylePointOfMeasure[] }> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const [header, ...body] = read.value;
  const sizes = header.cells.slice(2);
  if (
    !sameHeader(header.cells[0], MEASUREMENT_CSV_HEADER[0]) ||
    !(
      sameHeader(header.cells[1], MEASUREMENT_CSV_HEADER[1]) ||
      sameHeader(header.cells[1], 'Tolerance')
    )
  )
    return {
      ok: false,
      errors: [{ row: header.row, message: StyleMessages.csvHeaderMeasurements }],
    };
  const sizeProblem = sizesError(sizes);
  if (sizeProblem) return { ok: false, errors: [{ row: header.row, message: sizeProblem }] };
  if (body.length > STYLE_POINTS_MAX)
    return { ok: false, errors: [{ message: StyleMessages.pointsTooMany }] };
  const errors: CsvRowError[] = [];
  const measurements: StylePointOfMeasure[] = [];
  const names = new Set<string>();
  for (const { row, cells } of body) {
    if (cells.length !== header.cells.length) {
      errors.push({
        row,
        message: StyleMessages.csvRowCells(row, header.cells.length, cells.length),
      });
      continue;
    }
    const point = {
      name: cells[0],
      toleranceCm: numberOf(cells[1]) ?? Number.NaN,
      valuesCm: cells.slice(2).map((cell) => (cell === '' ? null : (numberOf(cell) ?? Number.NaN))),
    };
    const problem = pointOfMeasureError(point, row, sizes);
    const key = point.name.toLowerCase();
    if (problem) errors.push({ row, message: prefixed(row, problem) });
    else if (names.has(key))
      errors.push({ row, message: `Row ${row}: ${StyleMessages.pointDuplicate(point.name)}` });
    else measurements.push(point);
    names.add(key);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { sizes, measurements } };
}

/** A bill of materials: `Type, Description, Supplier, Colour, Placement, Consumption, Unit`. */
export function parseMaterialsCsv(text: string): CsvParseResult<StyleMaterialLine[]> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const [header, ...body] = read.value;
  if (
    header.cells.length !== MATERIAL_CSV_HEADER.length ||
    !MATERIAL_CSV_HEADER.every((name, index) => sameHeader(header.cells[index], name))
  )
    return { ok: false, errors: [{ row: header.row, message: StyleMessages.csvHeaderMaterials }] };
  if (body.length > STYLE_MATERIALS_MAX)
    return { ok: false, errors: [{ message: StyleMessages.materialsTooMany }] };
  const errors: CsvRowError[] = [];
  const lines: StyleMaterialLine[] = [];
  for (const { row, cells } of body) {
    if (cells.length !== MATERIAL_CSV_HEADER.length) {
      errors.push({
        row,
        message: StyleMessages.csvRowCells(row, MATERIAL_CSV_HEADER.length, cells.length),
      });
      continue;
    }
    const [kind, description, supplier, colour, placement, consumption, unit] = cells;
    const line = {
      kind: kind.toLowerCase() as StyleMaterialLine['kind'],
      description,
      ...(supplier ? { supplier } : {}),
      ...(colour ? { colour } : {}),
      ...(placement ? { placement } : {}),
      consumption: numberOf(consumption) ?? Number.NaN,
      unit: unit.toLowerCase() as StyleMaterialLine['unit'],
    };
    const problem = materialLineError(line, row);
    if (problem) errors.push({ row, message: prefixed(row, problem) });
    else lines.push(line);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: lines };
}

/** The measurement chart's export: header, then one row a point; empty cells for unmeasured sizes. */
export function measurementCsvTable(
  sizes: string[],
  measurements: StylePointOfMeasure[],
): string[][] {
  return [
    [...MEASUREMENT_CSV_HEADER, ...sizes],
    ...measurements.map((point) => [
      point.name,
      String(point.toleranceCm),
      ...sizes.map((_, index) =>
        point.valuesCm[index] === null || point.valuesCm[index] === undefined
          ? ''
          : String(point.valuesCm[index]),
      ),
    ]),
  ];
}

/** The bill of materials' export, in the columns the import reads. */
export function materialCsvTable(materials: StyleMaterialLine[]): string[][] {
  return [
    [...MATERIAL_CSV_HEADER],
    ...materials.map((line) => [
      line.kind,
      line.description,
      line.supplier ?? '',
      line.colour ?? '',
      line.placement ?? '',
      String(line.consumption),
      line.unit,
    ]),
  ];
}
