/**
 * The audit trail (issue 13): every admin write, member's style write (issue 36), refused sign-in
 * exchange and CSV export leaves one entry. The list of actions is fixed: the API stores nothing else, the dashboard labels
 * each one.
 */
export const AUDIT_ACTIONS = [
  'user.made_admin',
  'user.admin_revoked',
  'user.deleted',
  'category.created',
  'category.updated',
  'category.deleted',
  'contact.marked_read',
  'contact.deleted',
  'contact.quote_requested',
  'contact.replied',
  'quote.status_changed',
  'quote.note_added',
  'quote.repin_asked',
  'quote.costing_saved',
  'quote.offer_saved',
  'quote.offer_sent',
  'quote.offer_revised',
  'session.refused',
  'users.exported',
  'contacts.exported',
  'quotes.exported',
  'order.created',
  'order.milestone_recorded',
  'order.payment_recorded',
  'order.milestone_expected',
  'order.sample_round_posted',
  'order.sample_decided',
  'order.sample_approval_undone',
  'order.inspection_recorded',
  'order.shipment_updated',
  'orders.exported',
  'release.promoted',
  'release.canary_stopped',
  'quote.deleted',
  'style.deleted',
  'trash.restored',
  'trash.purged',
  'view.saved',
  'view.updated',
  'view.deleted',
  'passkey.registered',
  'passkey.removed',
  'passkey.step_up',
  'passkey.step_up_refused',
  'passkey.reset',
  'passkey.recovered',
  'style.created',
  'style.saved',
  'style.imported',
  'style.file_uploaded',
  'quote.line_repinned',
  'quote.reordered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; `export` for the CSV downloads, `session` for a refused POST /jwt. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'category',
  'contact',
  'quote',
  'order',
  'session',
  'export',
  'release',
  'view',
  'passkey',
  'style',
  'style_file',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Days an entry is kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
/** A before or after value is cut to this many characters: an entry is a summary, not a copy. */
export const AUDIT_VALUE_MAX_LENGTH = 200;
export const AUDIT_FILTER_MAX_LENGTH = 254;
export const AUDIT_PAGE_SIZE = 20;

/** The file names the CSV exports suggest (Content-Disposition) and the dashboard saves as. */
export const EXPORT_FILE_NAMES = {
  users: 'users.csv',
  contacts: 'contact-messages.csv',
  quotes: 'quote-requests.csv',
  orders: 'orders.csv',
} as const;
export type ExportName = keyof typeof EXPORT_FILE_NAMES;
