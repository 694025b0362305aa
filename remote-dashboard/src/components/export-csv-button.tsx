import { useState } from 'react';
import { DialogMessages, getApiErrorMessage } from '@threadline/contracts';
import { showError } from '../lib/dialogs';
import { saveFile } from '../lib/save-file';
import ui from './ui.module.css';

/** "Export CSV": fetches the file the page's filters describe, then saves it under `fileName`. */
export function ExportCsvButton({
  exportFile,
  fileName,
  label = 'Export CSV',
}: {
  exportFile: () => Promise<Blob>;
  fileName: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      saveFile(await exportFile(), fileName);
    } catch (error) {
      console.error(DialogMessages.exportFailed, error);
      await showError(DialogMessages.exportFailed, getApiErrorMessage(error, ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={ui.button}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void run()}
    >
      {busy ? 'Exporting…' : label}
    </button>
  );
}
