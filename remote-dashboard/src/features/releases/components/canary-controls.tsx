import { useQueryClient } from '@tanstack/react-query';
import { getApiErrorMessage } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useState } from 'react';
import { promoteCanary, stopCanary } from '../api/canary-actions';
import { RELEASES_QUERY_KEY } from '../hooks/use-release-histories';

export interface CanaryNotice {
  text: string;
  failed: boolean;
}

/**
 * Promote or stop the canary under way; each action is audited by the API. What happened is told
 * through `onNotice`, shown by the page: these buttons go away with the canary.
 */
export function CanaryControls({
  remote,
  canary,
  onNotice,
}: {
  remote: string;
  canary: string;
  onNotice: (notice: CanaryNotice | undefined) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const act = async (action: 'promote' | 'stop') => {
    const verb = action === 'promote' ? 'Promote' : 'Stop';
    if (!window.confirm(`${verb} the canary ${canary} of ${remote}?`)) return;
    setBusy(true);
    onNotice(undefined);
    try {
      if (action === 'promote') await promoteCanary(api, remote, canary);
      else await stopCanary(api, remote, canary);
      onNotice({
        text:
          action === 'promote'
            ? `${canary} is now live for everyone.`
            : `The canary ${canary} is stopped; every visitor is on the stable release.`,
        failed: false,
      });
      await queryClient.invalidateQueries({ queryKey: [RELEASES_QUERY_KEY] });
    } catch (error) {
      onNotice({
        text: getApiErrorMessage(
          error,
          `The canary could not be ${action === 'promote' ? 'promoted' : 'stopped'}.`,
        ),
        failed: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span>
      <button type="button" disabled={busy} onClick={() => void act('promote')}>
        Promote canary of {remote}
      </button>{' '}
      <button type="button" disabled={busy} onClick={() => void act('stop')}>
        Stop canary of {remote}
      </button>
    </span>
  );
}
