import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditChange,
  type AuditEntry,
} from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  flag,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
} from '../openapi/api-schema';

const nullableText = { ...text, nullable: true };

const CHANGE_SCHEMA = objectSchema<AuditChange>({
  field: text,
  // null: the field had no value before (or has none after) the change.
  from: optional(nullableText),
  to: optional(nullableText),
});

export const AUDIT_LIST_SCHEMA = arrayOf(
  objectSchema<AuditEntry>({
    _id: objectId,
    actor: objectSchema<AuditEntry['actor']>({
      id: optional(text),
      email: optional(text),
      unverified: optional(flag),
    }),
    action: oneOfValues(AUDIT_ACTIONS),
    target: objectSchema<AuditEntry['target']>({
      type: oneOfValues(AUDIT_TARGET_TYPES),
      id: optional(text),
      label: optional(nullableText),
    }),
    changes: arrayOf(CHANGE_SCHEMA),
    at: dateTime,
    requestId: optional(text),
    ip: optional(text),
    targetExists: optional(flag),
    batchId: optional(text),
  }),
);
