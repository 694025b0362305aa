import { useCallback } from 'react';
import { useApi } from '@threadline/web-kit/remote-context';
import { useAsyncData } from '@threadline/web-kit/use-async-data';
import { getContactMessages } from '../api/get-contact-messages';

export function useContactMessages() {
  const api = useApi();
  const load = useCallback(() => getContactMessages(api), [api]);
  return useAsyncData(load);
}
