import { ValidateBy, type ValidationOptions } from 'class-validator';
import { QUOTE_MAX_LEAD_TIME_DAYS } from '@threadline/contracts';
import {
  OfferMessages,
  PERCENT_DECIMALS,
  QUANTITY_DECIMALS,
  isMinorAmount,
  toScaled,
} from '@threadline/contracts/offers';

/**
 * The offers' field rules as class-validator decorators, each with contracts' message naming the
 * field as the sheet labels it, so the API refuses what the dashboard's form refuses.
 */
function rule(name: string, test: (value: unknown) => boolean, message: string) {
  const options: ValidationOptions = { message };
  return ValidateBy({ name, validator: { validate: test } }, options);
}

const hasDecimals = (value: unknown, places: number) =>
  typeof value === 'number' && value >= 0 && toScaled(value, places) !== undefined;

export const IsMinorAmount = (label: string) =>
  rule('isMinorAmount', isMinorAmount, OfferMessages.amountInvalid(label));

export const IsPercent = (label: string) =>
  rule(
    'isPercent',
    (value) => hasDecimals(value, PERCENT_DECIMALS) && (value as number) <= 100,
    OfferMessages.percentInvalid(label),
  );

export const IsPartQuantity = (label: string) =>
  rule(
    'isPartQuantity',
    (value) => hasDecimals(value, QUANTITY_DECIMALS),
    OfferMessages.quantityInvalid(label),
  );

export const IsPartName = (label: string) =>
  rule(
    'isPartName',
    (value) => typeof value === 'string' && value.trim() !== '' && value.length <= 100,
    OfferMessages.nameInvalid(label),
  );

export const IsPieces = (label: string) =>
  rule(
    'isPieces',
    (value) => Number.isSafeInteger(value) && (value as number) >= 0,
    OfferMessages.moqInvalid(label),
  );

export const IsLeadTime = (label: string) =>
  rule(
    'isLeadTime',
    (value) =>
      Number.isSafeInteger(value) &&
      (value as number) >= 1 &&
      (value as number) <= QUOTE_MAX_LEAD_TIME_DAYS,
    OfferMessages.leadTimeInvalid(label),
  );
