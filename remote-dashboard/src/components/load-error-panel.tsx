import { getApiErrorMessage } from '@threadline/contracts';
import ui from './ui.module.css';
import { DashboardMessages } from '../config/messages';

/** A page whose data failed to load: what failed, why in the API's words, and Try Again. */
export function LoadErrorPanel({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={ui.emptyState}>
      <h2 className={ui.emptyTitle}>{title}</h2>
      <p className={ui.emptyText}>{getApiErrorMessage(error, DashboardMessages.tryAgain)}</p>
      <button type="button" className={`${ui.button} ${ui.emptyAction}`} onClick={onRetry}>
        {DashboardMessages.tryAgainButton}
      </button>
    </div>
  );
}
