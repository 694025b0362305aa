import { TRASH_KINDS, type TrashEntry } from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
  whole,
} from '../openapi/api-schema';

export const TRASH_ENTRY_SCHEMA = objectSchema<TrashEntry>({
  id: objectId,
  kind: oneOfValues(TRASH_KINDS),
  recordId: text,
  label: text,
  deletedBy: objectSchema<TrashEntry['deletedBy']>({ id: optional(text), email: optional(text) }),
  deletedAt: dateTime,
  purgeAfter: dateTime,
  batchId: optional(text),
});

export const TRASH_LIST_SCHEMA = arrayOf(TRASH_ENTRY_SCHEMA);

export const TRASH_PURGED_SCHEMA = objectSchema<{ message: string }>({ message: text });

/** DELETE /users/{id}, /contacts/{id}, /quotes/{id}: the count, and the trash entry for Undo. */
export const TRASHED_COUNT_SCHEMA = objectSchema<{ deletedCount: number; trashId: string }>({
  deletedCount: whole,
  trashId: objectId,
});

/** DELETE /categories/{key}: the spec's message, and the trash entry for Undo. */
export const TRASHED_MESSAGE_SCHEMA = objectSchema<{ message: string; trashId: string }>({
  message: text,
  trashId: objectId,
});
