import { useQuery } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import { getContactMessages } from '../api/get-contact-messages';

export const contactMessagesQueryKey = ['contact-messages'] as const;

export function useContactMessages() {
  const api = useApi();
  return useQuery({ queryKey: contactMessagesQueryKey, queryFn: () => getContactMessages(api) });
}
