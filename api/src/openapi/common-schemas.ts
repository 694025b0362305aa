import type {
  ApiErrorBody,
  DeletedCountResponse,
  ModifiedCountResponse,
} from '@threadline/contracts';
import { arrayOf, flag, objectSchema, optional, text, whole } from './api-schema';

/** Every 4xx and 5xx answer (contracts' ApiErrorBody); a validation failure lists its messages. */
export const API_ERROR_SCHEMA = objectSchema<ApiErrorBody>({
  statusCode: { ...whole, example: 404 },
  message: { oneOf: [text, arrayOf(text)] },
  error: { ...text, example: 'Not Found' },
  code: optional({ ...text, example: 'STEP_UP_REQUIRED' }),
  hasPasskey: optional(flag),
});

export const MODIFIED_COUNT_SCHEMA = objectSchema<ModifiedCountResponse>({ modifiedCount: whole });

export const DELETED_COUNT_SCHEMA = objectSchema<DeletedCountResponse>({ deletedCount: whole });

/** A CSV export's body. */
export const CSV_SCHEMA = { type: 'string', description: 'text/csv, a header row first.' } as const;
