/**
 * The audit trail (issue 13): every admin write, refused sign-in exchange and CSV export leaves
 * one entry. The list of actions is fixed: the API stores nothing else, the dashboard labels
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
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** How the Activity Log names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.made_admin': 'Made admin',
  'user.admin_revoked': 'Revoked admin',
  'user.deleted': 'Deleted user',
  'category.created': 'Created category',
  'category.updated': 'Updated category',
  'category.deleted': 'Deleted category',
  'contact.marked_read': 'Marked message read',
  'contact.deleted': 'Deleted message',
  'contact.quote_requested': 'Made a quote request from a contact message',
  'contact.replied': 'Replied to message',
  'quote.status_changed': 'Moved quote request',
  'quote.note_added': 'Added quote note',
  'quote.repin_asked': 'Asked to re-pin a quote line',
  'quote.costing_saved': 'Saved a line’s costing sheet',
  'quote.offer_saved': 'Saved the offer',
  'quote.offer_sent': 'Sent the offer',
  'quote.offer_revised': 'Revised the offer',
  'session.refused': 'Sign-in refused',
  'users.exported': 'Exported users',
  'contacts.exported': 'Exported contact messages',
  'quotes.exported': 'Exported quote requests',
  'order.created': 'Created order',
  'order.milestone_recorded': 'Recorded milestone date',
  'order.payment_recorded': 'Recorded a payment',
  'order.milestone_expected': 'Set expected milestone date',
  'order.sample_round_posted': 'Posted sample round',
  'order.sample_decided': 'Decided on sample round',
  'order.sample_approval_undone': 'Took back a sample approval',
  'order.inspection_recorded': 'Recorded inspection',
  'order.shipment_updated': 'Updated shipment',
  'orders.exported': 'Exported orders',
  'release.promoted': 'Promoted canary',
  'release.canary_stopped': 'Stopped canary',
  'quote.deleted': 'Deleted quote request',
  'trash.restored': 'Restored from trash',
  'trash.purged': 'Deleted for good',
  'view.saved': 'Saved a view',
  'view.updated': 'Changed a saved view',
  'view.deleted': 'Deleted a saved view',
  'passkey.registered': 'Registered a passkey',
  'passkey.removed': 'Removed a passkey',
  'passkey.step_up': 'Confirmed with a passkey',
  'passkey.step_up_refused': 'Passkey refused',
  'passkey.reset': "Reset an admin's passkeys",
  'passkey.recovered': 'Used a recovery code',
};

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
