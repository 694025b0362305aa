import { useCallback, useEffect, useState } from 'react';
import type { GuestQuoteThread } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { getGuestThread } from '../api/get-guest-thread';

export type GuestThreadState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: GuestQuoteThread };

/** The guest's request and thread; `reload` after they send a message. */
export function useGuestThread(token: string) {
  const api = useApi();
  const [state, setState] = useState<GuestThreadState>({ status: 'pending' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    getGuestThread(api, token).then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [api, token, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
