import { getApiErrorMessage } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { usePromoteCanary } from '../api/promote-canary';
import { useStopCanary } from '../api/stop-canary';
import { remoteTitle } from '../utils/remote-title';
import styles from './releases.module.css';

export interface CanaryNotice {
  text: string;
  failed: boolean;
}

/**
 * Make the release on trial live for everyone, or end the trial; each action is audited by the
 * API. What happened is told through `onNotice`, shown by the page: these buttons go away with
 * the trial.
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
  const title = remoteTitle(remote);

  const act = async (action: 'promote' | 'stop') => {
    const question =
      action === 'promote'
        ? `Make release ${canary} of the ${title} live for every visitor?`
        : `End the trial of release ${canary} of the ${title}? Every visitor goes back to the live release.`;
    if (!window.confirm(question)) return;
    onNotice(undefined);
    try {
      // Resolves once the releases are fetched again, so the table and the notice agree.
      await (action === 'promote' ? promote : stop).mutateAsync({ remote, canary });
      onNotice({
        text:
          action === 'promote'
            ? `${canary} is now live for everyone.`
            : `The trial of ${canary} has ended; every visitor is on the live release.`,
        failed: false,
      });
    } catch (error) {
      onNotice({
        text: getApiErrorMessage(
          error,
          action === 'promote'
            ? 'The release could not be made live.'
            : 'The trial could not be ended.',
        ),
        failed: true,
      });
    }
  };

  return (
    <span className={styles.controls}>
      <button
        type="button"
        className={ui.buttonPrimary}
        disabled={busy}
        aria-label={`Make live for everyone: ${title} (${remote})`}
        onClick={() => void act('promote')}
      >
        Make live for everyone
      </button>
      <button
        type="button"
        className={ui.buttonQuiet}
        disabled={busy}
        aria-label={`End trial: ${title} (${remote})`}
        onClick={() => void act('stop')}
      >
        End trial
      </button>
    </span>
  );
}
