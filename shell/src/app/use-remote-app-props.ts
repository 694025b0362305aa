import type { RemoteAppProps } from '@threadline/contracts';
import { useMemo } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useApiClient, useRuntimeConfig } from '../lib/api-context';
import { lockPageScroll } from '../lib/page-scroll-lock';

/**
 * What every remote receives: the one API client, the session, logout, where the remotes are,
 * and the page scroll lock (only the shell styles `<body>`).
 */
export function useRemoteAppProps(): RemoteAppProps {
  const api = useApiClient();
  const { apiUrl, remotes } = useRuntimeConfig();
  const { user, isAdmin, logout } = useAuth();
  return useMemo(
    () => ({ api, apiUrl, user, isAdmin, logout, remotes, lockPageScroll }),
    [api, apiUrl, user, isAdmin, logout, remotes],
  );
}
