/** The shape rules of a costing sheet, with the field each message is about. */

import type { FieldErrors } from '../validation';
import { INCOTERMS } from '../orders/terms';
import { PERCENT_DECIMALS, QUANTITY_DECIMALS, type CostingSheetInput } from './costing';
import { OfferMessages } from './messages';
import { isMinorAmount, toScaled } from './money';

const AMOUNTS = [
  'cmtMinor',
  'washingMinor',
  'printingMinor',
  'embroideryMinor',
  'packagingMinor',
  'testingMinor',
  'freightMinor',
  'insuranceMinor',
  'clearanceMinor',
] as const;
const PERCENTS = ['overheadPercent', 'marginPercent', 'dutyPercent'] as const;
/** Fabrics, and trims, a sheet may list. */
export const COSTING_MAX_PARTS = 50;
const MAX_PARTS = COSTING_MAX_PARTS;

const isQuantity = (value: unknown) =>
  typeof value === 'number' && value >= 0 && toScaled(value, QUANTITY_DECIMALS) !== undefined;
const isPercent = (value: unknown) =>
  typeof value === 'number' &&
  value >= 0 &&
  value <= 100 &&
  toScaled(value, PERCENT_DECIMALS) !== undefined;
const isName = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

type Field = keyof CostingSheetInput;

export function validateCostingSheet(input: Partial<Record<Field, unknown>>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of AMOUNTS)
    if (!isMinorAmount(input[field])) errors[field] = OfferMessages.amountInvalid(field);
  for (const field of PERCENTS)
    if (!isPercent(input[field])) errors[field] = OfferMessages.percentInvalid(field);
  if (
    typeof input.incoterm !== 'string' ||
    !(INCOTERMS as readonly string[]).includes(input.incoterm)
  )
    errors.incoterm = OfferMessages.incotermInvalid;
  const fabrics = Array.isArray(input.fabrics) ? input.fabrics.map(record) : undefined;
  if (!fabrics || fabrics.length > MAX_PARTS) errors.fabrics = OfferMessages.nameInvalid('fabrics');
  else {
    const bad = fabrics.find(
      (f) =>
        !isName(f.name) ||
        !isQuantity(f.consumption) ||
        !isMinorAmount(f.unitPriceMinor) ||
        !isPercent(f.wastagePercent),
    );
    if (bad)
      errors.fabrics = !isName(bad.name)
        ? OfferMessages.nameInvalid('Fabric')
        : !isQuantity(bad.consumption)
          ? OfferMessages.quantityInvalid('Fabric consumption')
          : !isMinorAmount(bad.unitPriceMinor)
            ? OfferMessages.amountInvalid('Fabric price')
            : OfferMessages.percentInvalid('Wastage');
  }
  const trims = Array.isArray(input.trims) ? input.trims.map(record) : undefined;
  if (!trims || trims.length > MAX_PARTS) errors.trims = OfferMessages.nameInvalid('trims');
  else {
    const bad = trims.find(
      (t) => !isName(t.name) || !isQuantity(t.quantity) || !isMinorAmount(t.unitPriceMinor),
    );
    if (bad)
      errors.trims = !isName(bad.name)
        ? OfferMessages.nameInvalid('Trim')
        : !isQuantity(bad.quantity)
          ? OfferMessages.quantityInvalid('Trim quantity')
          : OfferMessages.amountInvalid('Trim price');
  }
  return errors;
}
