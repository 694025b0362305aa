import { exportTarget } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';
import type { ContactMessageData } from './contacts.service';

/** A message is named by its sender's email (and subject, when it has one). */
function targetOf(message: ContactMessageData): AuditEvent['target'] {
  return {
    type: 'contact',
    id: message._id.toHexString(),
    label: message.subject ? `${message.email}: ${message.subject}` : message.email,
  };
}

export const contactMarkedReadEvent = (message: ContactMessageData): AuditEvent => ({
  action: 'contact.marked_read',
  target: targetOf(message),
  changes: [{ field: 'read', from: 'false', to: 'true' }],
});

export const contactDeletedEvent = (message: ContactMessageData): AuditEvent => ({
  action: 'contact.deleted',
  target: targetOf(message),
});

/** An export names the search it was cut with (none: every message). */
export const contactsExportEvent = (search: string | undefined): AuditEvent => ({
  action: 'contacts.exported',
  target: exportTarget('contacts', { search: search?.trim() }),
});
