import { countOf } from './plural';

/**
 * Bulk actions of the back office: one request names at most BULK_MAX_IDS records, and the
 * answer reports each one. Every record's audit entry carries the batch's id.
 */
export const BULK_MAX_IDS = 500;

export const USER_BULK_ACTIONS = ['make_admin', 'revoke_admin', 'delete'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

export const CONTACT_BULK_ACTIONS = ['mark_read', 'delete'] as const;
export type ContactBulkAction = (typeof CONTACT_BULK_ACTIONS)[number];

/** The statuses a bulk move may name: `quoted` needs each request's own price and lead time. */
export const QUOTE_BULK_STATUSES = ['reviewing', 'won', 'lost'] as const;
export type QuoteBulkStatus = (typeof QUOTE_BULK_STATUSES)[number];

/** `unchanged`: allowed, but there was nothing to do (already an admin, already read). */
export const BULK_OUTCOMES = ['done', 'unchanged', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** What happened to one record of a bulk action. */
export interface BulkRowResult {
  id: string;
  outcome: BulkOutcome;
  /** Why it was refused (the last-admin guard, a pipeline move not allowed, not found). */
  message?: string;
  /** A delete's trash entry. */
  trashId?: string;
}

export interface BulkActionResponse {
  batchId: string;
  results: BulkRowResult[];
}

/** POST /trash/batches/{batchId}/restore: Undo of a bulk delete, per record. */
export interface BatchRestoreResponse {
  results: BulkRowResult[];
}

export const BulkMessages = {
  idsRequired: 'ids must list at least one record',
  tooManyIds: `ids may list at most ${BULK_MAX_IDS} records`,
  idInvalid: 'each of ids must be a record id',
  userActionInvalid: `action must be one of ${USER_BULK_ACTIONS.join(', ')}`,
  quoteStatusInvalid: `status must be one of ${QUOTE_BULK_STATUSES.join(', ')}`,
  contactActionInvalid: `action must be one of ${CONTACT_BULK_ACTIONS.join(', ')}`,
  batchNotFound: 'Nothing in the trash belongs to that batch',
  /** The confirmation: what it will do, and to how many. */
  confirmTitle: 'Apply to the selection?',
  userActionText: (action: UserBulkAction, count: number) =>
    ({
      make_admin: `Make ${countOf(count, 'user')} admin.`,
      revoke_admin: `Revoke admin from ${countOf(count, 'user')}.`,
      delete: `Delete ${countOf(count, 'user')}.`,
    })[action],
  contactActionText: (action: ContactBulkAction, count: number) =>
    ({
      mark_read: `Mark ${countOf(count, 'message')} read.`,
      delete: `Delete ${countOf(count, 'message')}.`,
    })[action],
  quoteMoveText: (status: string, count: number) =>
    `Move ${countOf(count, 'quote request')} to ${status}.`,
  /** The report: done and refused, counted. */
  summary: (done: number, refused: number) =>
    refused === 0
      ? `${countOf(done, 'record')} done.`
      : `${countOf(done, 'record')} done, ${refused} refused.`,
  selected: (count: number) => `${count} selected`,
  failed: 'Failed to apply the bulk action',
  reportTitle: 'Bulk action finished',
  /** One row of the report, after the record's name. */
  outcomeLabels: {
    done: 'done',
    unchanged: 'unchanged, nothing to do',
    refused: 'refused',
  } satisfies Record<BulkOutcome, string>,
  /** A row whose record left the list before the report (its id stands in for the name). */
  unknownRecord: (id: string) => `Record ${id}`,
  selectPage: 'Select all on this page',
  selectRow: (label: string) => `Select ${label}`,
  selectAllMatching: (count: number) =>
    count > BULK_MAX_IDS
      ? `Select the first ${BULK_MAX_IDS} matching the filter`
      : `Select all ${count} matching the filter`,
  clearSelection: 'Clear selection',
  undoneTitle: 'Restored',
  undoneText: (count: number) => `${countOf(count, 'record')} back from the trash.`,
} as const;
