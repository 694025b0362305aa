/** The shape rules of what the buyer and the admins send; whether it fits the order is the API's. */

import { QUOTE_ATTACHMENTS_MAX_FILES, QUOTE_MAX_QUANTITY } from '../quote-limits';
import { isPrice, type QuoteAttachmentRef } from '../quotes';
import type { FieldErrors } from '../validation';
import { parseOrderDay } from './days';
import type { DefectCounts, InspectionInput } from './inspection';
import {
  DEFECT_CLASSES,
  INSPECTION_AQLS,
  INSPECTION_LEVELS,
  INSPECTION_LOT_MAX,
  INSPECTION_LOT_MIN,
} from './sampling';
import { OrderMessages } from './messages';
import type { OrderAcceptanceField } from './order';
import {
  SAMPLE_DECISIONS,
  SAMPLE_TEXT_MAX_LENGTH,
  type SampleDecisionInput,
  type SampleRoundInput,
} from './samples';
import { SHIPMENT_DOCUMENT_KINDS, SHIPMENT_TEXT_MAX_LENGTH, type ShipmentInput } from './shipment';
import { OBJECT_ID_PATTERN } from '../ids';
import { INCOTERMS, PAYMENT_TERMS, SHIPPING_MODES } from './terms';

const isOneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

const isFileRefs = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (ref) =>
      typeof ref === 'object' &&
      ref !== null &&
      typeof (ref as QuoteAttachmentRef).id === 'string' &&
      OBJECT_ID_PATTERN.test((ref as QuoteAttachmentRef).id) &&
      typeof (ref as QuoteAttachmentRef).uploadToken === 'string' &&
      (ref as QuoteAttachmentRef).uploadToken.length > 0 &&
      (ref as QuoteAttachmentRef).uploadToken.length <= 200,
  );
const filesError = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : !isFileRefs(value)
      ? OrderMessages.filesInvalid
      : (value as unknown[]).length > QUOTE_ATTACHMENTS_MAX_FILES
        ? OrderMessages.filesTooMany
        : undefined;
const optionalText = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** The most a count of an inspection (its sample size, its defects) may be. */
export const INSPECTION_COUNT_MAX = 1_000_000;
const isCount = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= INSPECTION_COUNT_MAX;

/** The shape rules of an acceptance; whether it matches the quote is the API's (409). */
export function validateOrderAcceptance(
  input: Partial<Record<OrderAcceptanceField, unknown>>,
): FieldErrors<OrderAcceptanceField> {
  const errors: FieldErrors<OrderAcceptanceField> = {};
  if (typeof input.quoteId !== 'string' || !OBJECT_ID_PATTERN.test(input.quoteId))
    errors.quoteId = OrderMessages.quoteIdInvalid;
  if (!isPrice(input.unitPrice)) errors.unitPrice = OrderMessages.unitPriceInvalid;
  if (
    typeof input.quantity !== 'number' ||
    !Number.isInteger(input.quantity) ||
    input.quantity < 1 ||
    input.quantity > QUOTE_MAX_QUANTITY
  )
    errors.quantity = OrderMessages.quantityInvalid;
  if (!isOneOf(INCOTERMS, input.incoterm)) errors.incoterm = OrderMessages.incotermInvalid;
  if (!isOneOf(PAYMENT_TERMS, input.paymentTerm))
    errors.paymentTerm = OrderMessages.paymentTermInvalid;
  if (
    input.shippingMode !== undefined &&
    input.shippingMode !== null &&
    !isOneOf(SHIPPING_MODES, input.shippingMode)
  )
    errors.shippingMode = OrderMessages.shippingModeInvalid;
  return errors;
}

export function validateSampleRound(
  input: Partial<Record<keyof SampleRoundInput, unknown>>,
): FieldErrors<keyof SampleRoundInput> {
  const errors: FieldErrors<keyof SampleRoundInput> = {};
  if (!optionalText(input.measurements, SAMPLE_TEXT_MAX_LENGTH))
    errors.measurements = OrderMessages.measurementsTooLong;
  if (!optionalText(input.note, SAMPLE_TEXT_MAX_LENGTH)) errors.note = OrderMessages.noteTooLong;
  const files = filesError(input.files);
  if (files) errors.files = files;
  if (
    !errors.measurements &&
    !errors.files &&
    !hasText(input.measurements) &&
    !(Array.isArray(input.files) && input.files.length > 0)
  )
    errors.files = OrderMessages.roundNeedsContent;
  return errors;
}

export function validateSampleDecision(
  input: Partial<Record<keyof SampleDecisionInput, unknown>>,
): FieldErrors<keyof SampleDecisionInput> {
  const errors: FieldErrors<keyof SampleDecisionInput> = {};
  if (!isOneOf(SAMPLE_DECISIONS, input.decision)) errors.decision = OrderMessages.decisionInvalid;
  if (!optionalText(input.comment, SAMPLE_TEXT_MAX_LENGTH))
    errors.comment = OrderMessages.commentTooLong;
  else if (input.decision === 'changes_requested' && !hasText(input.comment))
    errors.comment = OrderMessages.commentRequired;
  const files = filesError(input.files);
  if (files) errors.files = files;
  return errors;
}

export function validateInspection(
  input: Partial<Record<keyof InspectionInput, unknown>>,
  today: string,
): FieldErrors<keyof InspectionInput> {
  const errors: FieldErrors<keyof InspectionInput> = {};
  if (
    typeof input.lotSize !== 'number' ||
    !Number.isInteger(input.lotSize) ||
    input.lotSize < INSPECTION_LOT_MIN ||
    input.lotSize > INSPECTION_LOT_MAX
  )
    errors.lotSize = OrderMessages.lotSizeInvalid;
  if (input.level !== undefined && input.level !== null && !isOneOf(INSPECTION_LEVELS, input.level))
    errors.level = OrderMessages.inspectionLevelInvalid;
  const aqls = input.aqls as Record<string, unknown> | undefined | null;
  if (
    aqls !== undefined &&
    aqls !== null &&
    (typeof aqls !== 'object' ||
      Array.isArray(aqls) ||
      Object.keys(aqls).some((key) => !(DEFECT_CLASSES as readonly string[]).includes(key)) ||
      Object.values(aqls).some(
        (aql) => aql !== undefined && aql !== null && !isOneOf(INSPECTION_AQLS, aql),
      ))
  )
    errors.aqls = OrderMessages.aqlsInvalid;
  const defects = input.defects as Partial<Record<keyof DefectCounts, unknown>> | undefined;
  if (
    typeof defects !== 'object' ||
    defects === null ||
    Array.isArray(defects) ||
    !isCount(defects.critical) ||
    !isCount(defects.major) ||
    !isCount(defects.minor)
  )
    errors.defects = OrderMessages.defectsInvalid;
  if (
    input.inspectedOn !== undefined &&
    input.inspectedOn !== null &&
    (typeof input.inspectedOn !== 'string' ||
      !parseOrderDay(input.inspectedOn) ||
      input.inspectedOn > today)
  )
    errors.inspectedOn = OrderMessages.inspectedOnInvalid;
  if (!optionalText(input.note, SAMPLE_TEXT_MAX_LENGTH)) errors.note = OrderMessages.noteTooLong;
  const files = filesError(input.files);
  if (files) errors.files = files;
  return errors;
}

export function validateShipment(
  input: Partial<Record<keyof ShipmentInput, unknown>>,
): FieldErrors<keyof ShipmentInput> {
  const errors: FieldErrors<keyof ShipmentInput> = {};
  if (!isOneOf(SHIPPING_MODES, input.mode)) errors.mode = OrderMessages.shippingModeInvalid;
  if (!isOneOf(INCOTERMS, input.incoterm)) errors.incoterm = OrderMessages.incotermInvalid;
  if (!hasText(input.carrier) || (input.carrier as string).length > SHIPMENT_TEXT_MAX_LENGTH)
    errors.carrier = OrderMessages.carrierInvalid;
  if (
    !hasText(input.trackingNumber) ||
    (input.trackingNumber as string).length > SHIPMENT_TEXT_MAX_LENGTH
  )
    errors.trackingNumber = OrderMessages.trackingInvalid;
  const etdOk = typeof input.etd === 'string' && parseOrderDay(input.etd) !== undefined;
  if (!etdOk) errors.etd = OrderMessages.etdInvalid;
  if (
    typeof input.eta !== 'string' ||
    !parseOrderDay(input.eta) ||
    (etdOk && input.eta < (input.etd as string))
  )
    errors.eta = OrderMessages.etaInvalid;
  const documents = input.documents;
  if (documents !== undefined && documents !== null) {
    if (
      !Array.isArray(documents) ||
      documents.length > SHIPMENT_DOCUMENT_KINDS.length ||
      !documents.every(
        (document) =>
          typeof document === 'object' &&
          document !== null &&
          isOneOf(SHIPMENT_DOCUMENT_KINDS, (document as { kind?: unknown }).kind) &&
          isFileRefs([(document as { file?: unknown }).file]),
      )
    )
      errors.documents = OrderMessages.documentKindInvalid;
  }
  return errors;
}
