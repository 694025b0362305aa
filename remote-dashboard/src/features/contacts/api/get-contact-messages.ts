import { UNREAD_COUNT_HEADER, type ApiClient, type ContactMessage } from '@threadline/contracts';
import { readCountHeader } from '../../../lib/paging';

export interface ContactInbox {
  messages: ContactMessage[];
  /** Unread messages, from X-Unread-Count (else counted from the list). */
  unread: number;
}

/** All contact messages, newest first (the API's order), with the unread count. */
export async function getContactMessages(api: ApiClient): Promise<ContactInbox> {
  const response = await api.get<ContactMessage[]>('/contacts');
  const messages = Array.isArray(response.data) ? response.data : [];
  const unread =
    readCountHeader(response.headers, UNREAD_COUNT_HEADER) ??
    messages.filter((message) => !message.read).length;
  return { messages, unread };
}
