/** The events that send an email; each names the record it is about by `_id`. */
export const NOTIFICATION_KINDS = [
  'quote-received-team',
  'quote-received-requester',
  'quote-status-changed',
  'contact-received-team',
  'thread-message',
  'contact-reply',
  'order-sample-waiting',
  'order-sample-decided',
  'order-milestone-late',
  'order-inspection',
  'order-shipped',
  'guest-link-renewed',
  'order-placed-team',
  'order-placed-buyer',
  'order-delivery-moved',
  'order-sample-undone',
  'offer-revised',
  'offer-expiring',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification waiting in the outbox. */
export interface PendingNotification {
  /** The idempotency key: one event, one email, however often it is recorded or retried. */
  _id: string;
  kind: NotificationKind;
  /** The record the email is about (a quote request, a contact message). */
  subjectId: string;
  /** What the email needs beyond the record's current state (the status a move reached). */
  payload: Record<string, string | number>;
  createdAt: Date;
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string;
}

/** The ledger of what was sent: its `_id` is the event's key, so a key is sent once. */
export interface SentNotification {
  _id: string;
  kind: NotificationKind;
  sentAt: Date;
  /** Set when the email had nobody to go to (no admin yet, the member opted out). */
  skipped?: string;
}

/** A claim on one notification by one worker, until `until` (then another may take it). */
export interface NotificationLease {
  _id: string;
  owner: string;
  until: Date;
}
