import { Link, useLocation } from 'react-router-dom';
import {
  getApiErrorMessage,
  SavedViewMessages,
  type SavedView,
  type SavedViewList,
} from '@threadline/contracts';
import { askName, confirmAction, showError } from '../../../lib/dialogs';
import { VIEW_PARAM } from '../../../lib/use-list-params';
import { useDeleteSavedView } from '../api/delete-saved-view';
import { useSavedViews } from '../api/get-saved-views';
import { useUpdateSavedView } from '../api/update-saved-view';
import { viewHref } from './view-href';
import styles from './saved-views.module.css';
import { DashboardMessages } from '../../../config/messages';

/**
 * A list's saved views, in the sidebar under the list's link: each opens the list as it was
 * saved; the admin's own can be renamed and deleted. Nothing shows while there are none.
 */
export function SavedViewsNav({
  list,
  listLabel,
  onNavigate,
}: {
  list: SavedViewList;
  listLabel: string;
  onNavigate: () => void;
}) {
  const views = useSavedViews();
  const { search } = useLocation();
  const openId = new URLSearchParams(search).get(VIEW_PARAM);
  const { mutateAsync: update } = useUpdateSavedView();
  const { mutateAsync: remove } = useDeleteSavedView();
  const ofList = (views.data ?? []).filter((view) => view.list === list);
  if (ofList.length === 0) return null;

  const rename = async (view: SavedView) => {
    const answer = await askName({
      title: SavedViewMessages.renameTitle,
      label: SavedViewMessages.namePrompt,
      value: view.name,
      confirmButtonText: SavedViewMessages.rename,
      blankMessage: SavedViewMessages.nameRequired,
    });
    if (!answer || answer.name === view.name) return;
    try {
      await update({ id: view.id, change: { name: answer.name } });
    } catch (error) {
      await showError(
        SavedViewMessages.failed,
        getApiErrorMessage(error, DashboardMessages.tryAgain),
      );
    }
  };
  const drop = async (view: SavedView) => {
    const confirmed = await confirmAction({
      title: SavedViewMessages.removeTitle,
      text: SavedViewMessages.removeText(view.name),
      confirmButtonText: SavedViewMessages.remove,
    });
    if (!confirmed) return;
    try {
      await remove(view.id);
    } catch (error) {
      await showError(
        SavedViewMessages.failed,
        getApiErrorMessage(error, DashboardMessages.tryAgain),
      );
    }
  };

  return (
    <ul className={styles.views} aria-label={`${SavedViewMessages.heading}: ${listLabel}`}>
      {ofList.map((view) => (
        <li key={view.id} className={styles.view}>
          <Link
            to={viewHref(view)}
            className={styles.viewLink}
            aria-current={view.id === openId ? 'page' : undefined}
            onClick={onNavigate}
          >
            {view.name}
            {view.mine ? null : (
              <span className={styles.sharedBy}>
                {' '}
                ({SavedViewMessages.sharedBy(view.owner.email)})
              </span>
            )}
          </Link>
          {view.mine ? (
            <span className={styles.viewActions}>
              <button
                type="button"
                className={styles.viewAction}
                aria-label={`${SavedViewMessages.rename} ${view.name}`}
                onClick={() => void rename(view)}
              >
                <span aria-hidden="true">✎</span>
              </button>
              <button
                type="button"
                className={styles.viewAction}
                aria-label={`${SavedViewMessages.remove} ${view.name}`}
                onClick={() => void drop(view)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
