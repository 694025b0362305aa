import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ApiClient, RemoteAppProps } from '@threadline/contracts';

// web-kit is not federation-shared: each remote bundles its own copy of this context, so the
// props the shell hands one remote never leak into another.
const RemoteContext = createContext<RemoteAppProps | null>(null);

/** Hands the shell's props (API client, session, logout) to every feature below the entry. */
export function RemoteProvider({
  value,
  children,
}: {
  value: RemoteAppProps;
  children: ReactNode;
}) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

export function useRemote(): RemoteAppProps {
  const remote = useContext(RemoteContext);
  if (!remote) throw new Error('useRemote must be used inside <RemoteProvider>');
  return remote;
}

export function useApi(): ApiClient {
  return useRemote().api;
}

/** Holds the page still while the calling component is mounted (a modal), through the shell. */
export function usePageScrollLock(): void {
  const { lockPageScroll } = useRemote();
  useEffect(() => lockPageScroll?.(), [lockPageScroll]);
}
