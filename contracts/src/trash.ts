/**
 * The back office's trash: a deleted user, contact message, category or quote request is kept
 * here, restorable, for TRASH_RETENTION_DAYS, and then purged with everything it owned. A new
 * kind (styles, say) is one entry in TRASH_KINDS and one registration in the API.
 */
export const TRASH_KINDS = ['user', 'contact', 'category', 'quote', 'style'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** Days a deleted record is kept unless TRASH_RETENTION_DAYS says otherwise. */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
/** How long the toast that confirms a delete offers Undo. */
export const UNDO_WINDOW_MS = 10_000;
export const TRASH_PAGE_SIZE = 50;

/** One deleted record, as GET /trash lists it. */
export interface TrashEntry {
  id: string;
  kind: TrashKind;
  /** The deleted record's own id. */
  recordId: string;
  /** What the record was called: an email, a subject, a title, a quote reference. */
  label: string;
  deletedBy: { id?: string; email?: string };
  deletedAt: string;
  /** When the sweep purges it for good. */
  purgeAfter: string;
  /** Set when the delete was part of a bulk action. */
  batchId?: string;
}

/** What a delete that moved a record to the trash answers beside its usual body. */
export interface TrashedResponse {
  /** The trash entry, for Undo (POST /trash/{trashId}/restore). */
  trashId: string;
}

export const TrashMessages = {
  notFound: 'Nothing in the trash has that id',
  restoreConflict: 'This record cannot be restored: another record now has its key, email or id',
  restored: 'Restored',
  purged: 'Deleted for good',
  undo: 'Undo',
  quoteHasOrder: 'This quote request has an order and cannot be deleted',
  styleInUse: (reference: string) =>
    `This style is on quote request ${reference}, which pins its version: it cannot be deleted`,
  emptyTrash: 'The trash is empty',
  restoreFailed: 'Failed to restore',
  purgeFailed: 'Failed to delete for good',
  purgeTitle: 'Delete for good?',
  purgeText: (label: string) => `${label} and its files will be gone for good.`,
  loadFailed: 'Failed to load the trash',
} as const;
