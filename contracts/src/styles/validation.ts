/** The shape rules of a style; whether the category exists or the files are the member's is the API's. */
import { CATEGORY_KEY_MAX_LENGTH } from '../constants';
import { OBJECT_ID_PATTERN } from '../ids';
import { CATEGORY_KEY_PATTERN, type FieldErrors } from '../validation';
import {
  COLOURWAY_NAME_MAX_LENGTH,
  COLOUR_CODE_MAX_LENGTH,
  MATERIAL_CONSUMPTION_MAX,
  MATERIAL_KINDS,
  MATERIAL_TEXT_MAX_LENGTH,
  MATERIAL_UNITS,
  MEASUREMENT_MAX_CM,
  POINT_NAME_MAX_LENGTH,
  SIZE_LABEL_MAX_LENGTH,
  STYLE_COLOURWAYS_MAX,
  STYLE_COMPOSITION_MAX_LENGTH,
  STYLE_DESCRIPTION_MAX_LENGTH,
  STYLE_FABRIC_MAX_LENGTH,
  STYLE_FILES_MAX,
  STYLE_MATERIALS_MAX,
  STYLE_NAME_MAX_LENGTH,
  STYLE_NUMBER_PATTERN,
  STYLE_POINTS_MAX,
  STYLE_SEASON_PATTERN,
  STYLE_SIZES_MAX,
  SWATCH_PATTERN,
  TOLERANCE_MAX_CM,
} from './limits';
import { StyleMessages } from './messages';
import type { StyleField } from './style';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number, min = 1) =>
  typeof value === 'string' && value.trim().length >= min && value.length <= max;
const isOptionalText = (value: unknown, max: number) =>
  value === undefined || value === null || isText(value, max, 0);
const isOneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);
/** A positive number with at most `decimals` decimals, checked on the scaled integer to dodge 0.1 + 0.2. */
const hasDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** A measurement in cm: above 0, at most the maximum, two decimals at most. */
export const isMeasurementCm = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  value <= MEASUREMENT_MAX_CM &&
  hasDecimals(value, 2);
export const isToleranceCm = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= TOLERANCE_MAX_CM &&
  hasDecimals(value, 2);
export const isConsumption = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  value <= MATERIAL_CONSUMPTION_MAX &&
  hasDecimals(value, 3);

function duplicateOf(labels: string[]): string | undefined {
  const seen = new Set<string>();
  for (const label of labels) {
    const key = label.trim().toLowerCase();
    if (seen.has(key)) return label;
    seen.add(key);
  }
  return undefined;
}

function colourwaysError(value: unknown): string | undefined {
  if (!Array.isArray(value)) return StyleMessages.colourwayInvalid(1);
  if (value.length > STYLE_COLOURWAYS_MAX) return StyleMessages.colourwaysTooMany;
  for (const [index, colourway] of value.entries())
    if (
      !isRecord(colourway) ||
      !isText(colourway.name, COLOURWAY_NAME_MAX_LENGTH) ||
      !isOptionalText(colourway.colourCode, COLOUR_CODE_MAX_LENGTH) ||
      typeof colourway.swatch !== 'string' ||
      !SWATCH_PATTERN.test(colourway.swatch)
    )
      return StyleMessages.colourwayInvalid(index + 1);
  const duplicate = duplicateOf(value.map((colourway: Loose) => colourway.name as string));
  return duplicate === undefined ? undefined : StyleMessages.colourwayDuplicate(duplicate);
}

/** The size range's problem, or undefined. */
export function sizesError(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return StyleMessages.sizesRequired;
  if (value.length > STYLE_SIZES_MAX) return StyleMessages.sizesTooMany;
  for (const [index, size] of value.entries())
    if (!isText(size, SIZE_LABEL_MAX_LENGTH)) return StyleMessages.sizeInvalid(index + 1);
  const duplicate = duplicateOf(value as string[]);
  return duplicate === undefined ? undefined : StyleMessages.sizeDuplicate(duplicate);
}

/** The first problem of one point of measure (`row` is 1-based), against a valid size range. */
export function pointOfMeasureError(point: unknown, row: number, sizes: string[]) {
  if (!isRecord(point) || !isText(point.name, POINT_NAME_MAX_LENGTH))
    return StyleMessages.pointNameInvalid(row);
  if (!isToleranceCm(point.toleranceCm)) return StyleMessages.toleranceInvalid(row);
  if (!Array.isArray(point.valuesCm) || point.valuesCm.length !== sizes.length)
    return StyleMessages.measurementsShapeInvalid(row);
  const bad = point.valuesCm.findIndex((value) => value !== null && !isMeasurementCm(value));
  return bad === -1 ? undefined : StyleMessages.measurementInvalid(row, sizes[bad]);
}

function measurementsError(value: unknown, sizes: unknown): string | undefined {
  if (!Array.isArray(value)) return StyleMessages.pointNameInvalid(1);
  if (value.length > STYLE_POINTS_MAX) return StyleMessages.pointsTooMany;
  // Without a valid size range the values have no columns to be checked against.
  const labels = sizesError(sizes) === undefined ? (sizes as string[]) : [];
  for (const [index, point] of value.entries()) {
    const error = pointOfMeasureError(point, index + 1, labels);
    if (error) return error;
  }
  const duplicate = duplicateOf(value.map((point: Loose) => point.name as string));
  return duplicate === undefined ? undefined : StyleMessages.pointDuplicate(duplicate);
}

/** The first problem of one bill-of-materials line (`row` is 1-based). */
export function materialLineError(line: unknown, row: number): string | undefined {
  if (!isRecord(line) || !isOneOf(MATERIAL_KINDS, line.kind))
    return StyleMessages.materialKindInvalid(row);
  if (!isText(line.description, MATERIAL_TEXT_MAX_LENGTH))
    return StyleMessages.materialDescriptionRequired(row);
  if (
    !isOptionalText(line.supplier, MATERIAL_TEXT_MAX_LENGTH) ||
    !isOptionalText(line.colour, MATERIAL_TEXT_MAX_LENGTH) ||
    !isOptionalText(line.placement, MATERIAL_TEXT_MAX_LENGTH)
  )
    return StyleMessages.materialTextTooLong(row);
  if (!isConsumption(line.consumption)) return StyleMessages.consumptionInvalid(row);
  if (!isOneOf(MATERIAL_UNITS, line.unit)) return StyleMessages.unitInvalid(row);
  return undefined;
}

function materialsError(value: unknown): string | undefined {
  if (!Array.isArray(value)) return StyleMessages.materialKindInvalid(1);
  if (value.length > STYLE_MATERIALS_MAX) return StyleMessages.materialsTooMany;
  for (const [index, line] of value.entries()) {
    const error = materialLineError(line, index + 1);
    if (error) return error;
  }
  return undefined;
}

const isFileId = (value: unknown) => typeof value === 'string' && OBJECT_ID_PATTERN.test(value);

/** The shape rules of a style's content: every field's first problem, by field. */
export function validateStyle(
  input: Partial<Record<StyleField, unknown>>,
): FieldErrors<StyleField> {
  const errors: FieldErrors<StyleField> = {};
  if (typeof input.styleNumber !== 'string' || !STYLE_NUMBER_PATTERN.test(input.styleNumber))
    errors.styleNumber = StyleMessages.styleNumberInvalid;
  if (!isText(input.name, STYLE_NAME_MAX_LENGTH)) errors.name = StyleMessages.nameRequired;
  if (
    typeof input.categoryKey !== 'string' ||
    input.categoryKey.length > CATEGORY_KEY_MAX_LENGTH ||
    !CATEGORY_KEY_PATTERN.test(input.categoryKey)
  )
    errors.categoryKey = StyleMessages.categoryInvalid;
  if (typeof input.season !== 'string' || !STYLE_SEASON_PATTERN.test(input.season))
    errors.season = StyleMessages.seasonInvalid;
  if (!isOptionalText(input.description, STYLE_DESCRIPTION_MAX_LENGTH))
    errors.description = StyleMessages.descriptionTooLong;
  if (!isOptionalText(input.fabric, STYLE_FABRIC_MAX_LENGTH))
    errors.fabric = StyleMessages.fabricTooLong;
  if (!isOptionalText(input.composition, STYLE_COMPOSITION_MAX_LENGTH))
    errors.composition = StyleMessages.compositionTooLong;
  const checks: [StyleField, string | undefined][] = [
    ['colourways', colourwaysError(input.colourways)],
    ['sizes', sizesError(input.sizes)],
    ['measurements', measurementsError(input.measurements, input.sizes)],
    ['materials', materialsError(input.materials)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  if (!Array.isArray(input.fileIds) || !input.fileIds.every(isFileId))
    errors.fileIds = StyleMessages.filesInvalid;
  else if (input.fileIds.length > STYLE_FILES_MAX) errors.fileIds = StyleMessages.filesTooMany;
  for (const field of ['frontImageId', 'backImageId'] as const)
    if (input[field] !== undefined && input[field] !== null && !isFileId(input[field]))
      errors[field] = StyleMessages.imageInvalid;
  return errors;
}
