/** What changed between two versions of a style, as the version page and the API show it. */
import type { StyleContent, StyleMaterialLine, StylePointOfMeasure } from './style';

/** The fields compared as text; measurements and materials have their own lists. */
export const STYLE_DIFF_FIELDS = [
  'styleNumber',
  'name',
  'categoryKey',
  'season',
  'description',
  'fabric',
  'composition',
  'colourways',
  'sizes',
  'files',
  'frontImage',
  'backImage',
] as const;
export type StyleDiffField = (typeof STYLE_DIFF_FIELDS)[number];

export const STYLE_DIFF_FIELD_LABELS: Record<StyleDiffField, string> = {
  styleNumber: 'Style number',
  name: 'Name',
  categoryKey: 'Category',
  season: 'Season',
  description: 'Description',
  fabric: 'Main fabric',
  composition: 'Composition',
  colourways: 'Colourways',
  sizes: 'Size range',
  files: 'Files',
  frontImage: 'Front image',
  backImage: 'Back image',
};

export interface StyleFieldChange {
  field: StyleDiffField;
  before: string;
  after: string;
}

/** One cell of the measurement spec; `size` is null for the point's tolerance. */
export interface MeasurementChange {
  point: string;
  size: string | null;
  before: number | null;
  after: number | null;
}

export const MATERIAL_LINE_FIELDS = [
  'kind',
  'description',
  'supplier',
  'colour',
  'placement',
  'consumption',
  'unit',
] as const satisfies readonly (keyof StyleMaterialLine)[];

export interface MaterialLineChange {
  before: StyleMaterialLine;
  after: StyleMaterialLine;
  fields: (keyof StyleMaterialLine)[];
}

export interface StyleVersionDiff {
  fields: StyleFieldChange[];
  measurements: MeasurementChange[];
  materials: {
    added: StyleMaterialLine[];
    removed: StyleMaterialLine[];
    changed: MaterialLineChange[];
  };
}

/** How a colourway reads in one line: Navy (19-4052 TCX) #1F3A5F. */
const colourwayText = (content: StyleContent) =>
  content.colourways
    .map((c) => `${c.name}${c.colourCode ? ` (${c.colourCode})` : ''} ${c.swatch.toUpperCase()}`)
    .join('; ');

function fieldTexts(content: StyleContent, fileName: (id: string) => string) {
  const texts: Record<StyleDiffField, string> = {
    styleNumber: content.styleNumber,
    name: content.name,
    categoryKey: content.categoryKey,
    season: content.season,
    description: content.description ?? '',
    fabric: content.fabric ?? '',
    composition: content.composition ?? '',
    colourways: colourwayText(content),
    sizes: content.sizes.join(', '),
    files: content.fileIds.map(fileName).join(', '),
    frontImage: content.frontImageId ? fileName(content.frontImageId) : '',
    backImage: content.backImageId ? fileName(content.backImageId) : '',
  };
  return texts;
}

function valueAt(point: StylePointOfMeasure | undefined, sizes: string[], size: string) {
  const index = sizes.indexOf(size);
  return point && index !== -1 ? (point.valuesCm[index] ?? null) : null;
}

function measurementChanges(before: StyleContent, after: StyleContent): MeasurementChange[] {
  const beforePoints = new Map(before.measurements.map((point) => [point.name, point]));
  const afterNames = new Set(after.measurements.map((point) => point.name));
  const sizes = [...after.sizes, ...before.sizes.filter((size) => !after.sizes.includes(size))];
  const points = [
    ...after.measurements.map((point) => point.name),
    ...before.measurements.map((point) => point.name).filter((name) => !afterNames.has(name)),
  ];
  const changes: MeasurementChange[] = [];
  for (const name of points) {
    const old = beforePoints.get(name);
    const now = after.measurements.find((point) => point.name === name);
    const tolerance = [old?.toleranceCm ?? null, now?.toleranceCm ?? null] as const;
    if (tolerance[0] !== tolerance[1])
      changes.push({ point: name, size: null, before: tolerance[0], after: tolerance[1] });
    for (const size of sizes) {
      const was = valueAt(old, before.sizes, size);
      const is = valueAt(now, after.sizes, size);
      if (was !== is) changes.push({ point: name, size, before: was, after: is });
    }
  }
  return changes;
}

const lineKey = (line: StyleMaterialLine) =>
  `${line.kind}\u0000${line.description.trim().toLowerCase()}`;
const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * Lines are matched by type and description (a merchandiser re-sorts and re-prices a BOM but
 * rarely renames a line); several lines of one description pair up in their order.
 */
function materialChanges(before: StyleMaterialLine[], after: StyleMaterialLine[]) {
  const unmatched = new Map<string, StyleMaterialLine[]>();
  for (const line of before)
    unmatched.set(lineKey(line), [...(unmatched.get(lineKey(line)) ?? []), line]);
  const added: StyleMaterialLine[] = [];
  const changed: MaterialLineChange[] = [];
  for (const line of after) {
    const old = unmatched.get(lineKey(line))?.shift();
    if (!old) {
      added.push(line);
      continue;
    }
    const fields = MATERIAL_LINE_FIELDS.filter((field) => !sameValue(old[field], line[field]));
    if (fields.length > 0) changed.push({ before: old, after: line, fields });
  }
  const removed = before.filter((line) => unmatched.get(lineKey(line))?.includes(line));
  return { added, removed, changed };
}

/**
 * The diff from `before` to `after`; with no `before` (v1) every filled field, value and line
 * counts as new. `fileName` turns a file id into what a person reads.
 */
export function diffStyleVersions(
  before: StyleContent | null,
  after: StyleContent,
  fileName: (id: string) => string = (id) => id,
): StyleVersionDiff {
  const empty: StyleContent = {
    styleNumber: '',
    name: '',
    categoryKey: '',
    season: '',
    colourways: [],
    sizes: [],
    measurements: [],
    materials: [],
    fileIds: [],
  };
  const old = before ?? empty;
  const oldTexts = fieldTexts(old, fileName);
  const newTexts = fieldTexts(after, fileName);
  return {
    fields: STYLE_DIFF_FIELDS.filter((field) => oldTexts[field] !== newTexts[field]).map(
      (field) => ({ field, before: oldTexts[field], after: newTexts[field] }),
    ),
    measurements: measurementChanges(old, after),
    materials: materialChanges(old.materials, after.materials),
  };
}
