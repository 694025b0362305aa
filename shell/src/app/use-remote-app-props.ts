import type { RemoteAppProps } from '@threadline/contracts';
import { useMemo } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useApiClient, useRuntimeConfig } from '../lib/api-context';

/** What every remote receives: the one API client, the session, logout and where the remotes are. */
export function useRemoteAppProps(): RemoteAppProps {
  const api = useApiClient();
  const { apiUrl, remotes } = useRuntimeConfig();
  const { user, isAdmin, logout } = useAuth();
  return useMemo(
    () => ({ api, apiUrl, user, isAdmin, logout, remotes }),
    [api, apiUrl, user, isAdmin, logout, remotes],
  );
}
