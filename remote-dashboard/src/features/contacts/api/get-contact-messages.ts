import {
  CONTACTS_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  type ApiClient,
  type ContactMessage,
} from '@threadline/contracts';
import { readCountHeader } from '../../../lib/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { contactKeys } from './contact-keys';

export interface ContactInbox {
  messages: ContactMessage[];
  /** Unread messages, from X-Unread-Count (else counted from the list). */
  unread: number;
  /** All messages, from X-Total-Count (else the number loaded). */
  total: number;
}

/**
 * The newest page of contact messages (the API pages; its largest page is asked for, which the
 * search then filters), with the unread count and the total.
 */
export async function getContactMessages(api: ApiClient): Promise<ContactInbox> {
  const response = await api.get<ContactMessage[]>('/contacts', {
    params: { limit: CONTACTS_PAGE_SIZE },
  });
  const messages = Array.isArray(response.data) ? response.data : [];
  const unread =
    readCountHeader(response.headers, UNREAD_COUNT_HEADER) ??
    messages.filter((message) => !message.read).length;
  const total = readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? messages.length;
  return { messages, unread, total };
}

export const getContactMessagesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: contactKeys.inbox(), queryFn: () => getContactMessages(api) });

export function useContactMessages() {
  return useQuery(getContactMessagesQueryOptions(useApi()));
}
