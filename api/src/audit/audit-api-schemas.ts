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

const CHANGE_SCHEMA = objectSchema<AuditChange>({
  field: text,
  from: optional(text),
  to: optional(text),
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
      label: optional(text),
    }),
    changes: arrayOf(CHANGE_SCHEMA),
    at: dateTime,
    requestId: optional(text),
    ip: optional(text),
    targetExists: optional(flag),
    batchId: optional(text),
  }),
);
