import { getApiErrorMessage, SavedViewMessages, type SavedViewList } from '@threadline/contracts';
import { askName, showError, showSuccess } from '../../../lib/dialogs';
import { useSaveView } from '../api/save-view';
import ui from '../../../components/ui.module.css';
import { DashboardMessages } from '../../../config/messages';

/** Saves the list's current filters, search, sort and page under a name (optionally shared). */
export function SaveViewButton({ list, query }: { list: SavedViewList; query: string }) {
  const { mutateAsync } = useSaveView();

  const save = async () => {
    const answer = await askName({
      title: SavedViewMessages.saveTitle,
      label: SavedViewMessages.namePrompt,
      confirmButtonText: SavedViewMessages.save,
      blankMessage: SavedViewMessages.nameRequired,
      share: { label: SavedViewMessages.shareLabel },
    });
    if (!answer) return;
    try {
      const view = await mutateAsync({ list, query, name: answer.name, shared: answer.shared });
      void showSuccess(SavedViewMessages.savedTitle, view.name, 1500);
    } catch (error) {
      await showError(
        SavedViewMessages.failed,
        getApiErrorMessage(error, DashboardMessages.tryAgain),
      );
    }
  };

  return (
    <button type="button" className={ui.button} onClick={() => void save()}>
      {SavedViewMessages.save}
    </button>
  );
}
