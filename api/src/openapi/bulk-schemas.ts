import {
  BULK_OUTCOMES,
  OBJECT_ID_PATTERN,
  type BatchRestoreResponse,
  type BulkActionResponse,
  type BulkRowResult,
} from '@threadline/contracts';
import {
  arrayOf,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  patternOf,
  text,
} from './api-schema';

const BULK_ROW_SCHEMA = objectSchema<BulkRowResult>({
  // The id as the request named it (any case), so the client can match each row to its own.
  id: { type: 'string', pattern: patternOf(OBJECT_ID_PATTERN) },
  outcome: oneOfValues(BULK_OUTCOMES),
  message: optional(text),
  trashId: optional(objectId),
});

/** What every bulk action answers: its batch id and each record's outcome. */
export const BULK_ACTION_SCHEMA = objectSchema<BulkActionResponse>({
  batchId: text,
  results: arrayOf(BULK_ROW_SCHEMA),
});

export const BATCH_RESTORE_SCHEMA = objectSchema<BatchRestoreResponse>({
  results: arrayOf(BULK_ROW_SCHEMA),
});
