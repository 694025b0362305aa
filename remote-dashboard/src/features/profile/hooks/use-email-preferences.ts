import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@threadline/web-kit/remote-context';
import {
  getEmailPreferences,
  putEmailPreferences,
  type EmailPreferences,
} from '../api/email-preferences';

const key = ['email-preferences'] as const;

export function useEmailPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => getEmailPreferences(api) });
  const update = useMutation({
    mutationFn: (preferences: EmailPreferences) => putEmailPreferences(api, preferences),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { query, update };
}
