import type { CsvColumn } from '../common/csv';
import type { ContactMessageData } from './contacts.service';

/** The columns of GET /contacts/export.csv. */
export const CONTACT_CSV_COLUMNS: CsvColumn<ContactMessageData>[] = [
  { header: 'id', value: (message) => message._id.toHexString() },
  { header: 'name', value: (message) => message.name },
  { header: 'email', value: (message) => message.email },
  { header: 'subject', value: (message) => message.subject },
  { header: 'message', value: (message) => message.message },
  { header: 'read', value: (message) => message.read },
  { header: 'createdAt', value: (message) => message.createdAt },
];
