import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getApiErrorMessage } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import buttonStyles from '../../components/link-button.module.css';
import { PageIntro } from '../../components/page-intro';
import styles from '../../features/guest-thread/components/guest-thread.module.css';
import { unsubscribe } from '../../features/unsubscribe/api/unsubscribe';
import { UnsubscribeMessages } from '../../config/unsubscribe-messages';

const statusOf = (error: unknown) =>
  (error as { response?: { status?: number } } | undefined)?.response?.status;

/**
 * /unsubscribe?s=…&sig=…: the footer link of an update email. It asks for one click before it
 * unsubscribes (mail scanners open links), then says plainly what changed.
 */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const subscriber = params.get('s') ?? '';
  const signature = params.get('sig') ?? '';
  const api = useApi();
  const [state, setState] = useState<'asking' | 'sending' | 'done'>('asking');
  const [error, setError] = useState<string>();

  if (!subscriber || !signature)
    return (
      <>
        <PageIntro eyebrow="Email preferences" title={UnsubscribeMessages.title} />
        <div className={styles.refused}>
          <p role="alert">{UnsubscribeMessages.invalid}</p>
        </div>
      </>
    );
  return (
    <>
      <PageIntro eyebrow="Email preferences" title={UnsubscribeMessages.title} />
      <div className={styles.refused}>
        {state === 'done' ? (
          <p role="status">{UnsubscribeMessages.done}</p>
        ) : (
          <>
            <p>{UnsubscribeMessages.ask}</p>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={state === 'sending'}
              onClick={() => {
                setState('sending');
                setError(undefined);
                unsubscribe(api, subscriber, signature).then(
                  () => setState('done'),
                  (failure: unknown) => {
                    setState('asking');
                    setError(
                      statusOf(failure) === 403
                        ? UnsubscribeMessages.invalid
                        : getApiErrorMessage(failure, UnsubscribeMessages.failed),
                    );
                  },
                );
              }}
            >
              {UnsubscribeMessages.confirm}
            </button>
            {error ? <p role="alert">{error}</p> : null}
          </>
        )}
      </div>
    </>
  );
}
