import { getApiErrorMessage } from '@threadline/contracts';
import { usePromoteCanary } from '../api/promote-canary';
import { useStopCanary } from '../api/stop-canary';

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
  const promote = usePromoteCanary();
  const stop = useStopCanary();
  const busy = promote.isPending || stop.isPending;

  const act = async (action: 'promote' | 'stop') => {
    const verb = action === 'promote' ? 'Promote' : 'Stop';
    if (!window.confirm(`${verb} the canary ${canary} of ${remote}?`)) return;
    onNotice(undefined);
    try {
      // Resolves once the releases are fetched again, so the table and the notice agree.
      await (action === 'promote' ? promote : stop).mutateAsync({ remote, canary });
      onNotice({
        text:
          action === 'promote'
            ? `${canary} is now live for everyone.`
            : `The canary ${canary} is stopped; every visitor is on the stable release.`,
        failed: false,
      });
    } catch (error) {
      onNotice({
        text: getApiErrorMessage(
          error,
          `The canary could not be ${action === 'promote' ? 'promoted' : 'stopped'}.`,
        ),
        failed: true,
      });
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
