import { useCallback } from 'react';
import {
  BulkMessages,
  getApiErrorMessage,
  type BulkActionResponse,
  type ApiClient,
  type BulkRowResult,
  TrashMessages,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, offerUndo, showBulkReport, showError, type BulkReportRow } from './dialogs';
import { restoreTrashBatch } from './use-undo-delete';
import { DashboardMessages } from '../config/messages';

export interface BulkRun {
  /** What it will do, and to how many (BulkMessages' texts). */
  confirmText: string;
  confirmButtonText: string;
  /** The selected records' names, for the report. */
  labels: ReadonlyMap<string, string>;
  perform: () => Promise<BulkActionResponse>;
  /** A delete: the toast offers Undo of the whole batch, then this refreshes the list. */
  undo?: { onRestored: () => Promise<unknown> };
}

const reportRows = (results: BulkRowResult[], labels: ReadonlyMap<string, string>) =>
  results.map<BulkReportRow>((row) => ({
    label: labels.get(row.id) ?? BulkMessages.unknownRecord(row.id),
    outcome: BulkMessages.outcomeLabels[row.outcome],
    reason: row.outcome === 'done' ? undefined : row.message,
  }));

const countOf = (results: BulkRowResult[], outcome: BulkRowResult['outcome']) =>
  results.filter((row) => row.outcome === outcome).length;

/** Undo of a bulk delete: the batch comes back, and a record that could not is reported. */
async function undoBatch(api: ApiClient, answer: BulkActionResponse, run: BulkRun) {
  try {
    const { results } = await restoreTrashBatch(api, answer.batchId);
    await run.undo?.onRestored();
    const refused = countOf(results, 'refused');
    if (refused === 0) return;
    // The restore answers per trash entry; each names the record it came from.
    const labelOfEntry = new Map(
      answer.results
        .filter((row) => row.trashId)
        .map((row) => [row.trashId!, run.labels.get(row.id) ?? BulkMessages.unknownRecord(row.id)]),
    );
    await showBulkReport(
      BulkMessages.undoneTitle,
      BulkMessages.summary(countOf(results, 'done'), refused),
      reportRows(results, labelOfEntry),
      'warning',
    );
  } catch (error) {
    await showError(
      DashboardMessages.errorTitle,
      getApiErrorMessage(error, TrashMessages.restoreFailed),
    );
  }
}

/**
 * One bulk action as the dashboard runs it: ask (what, to how many), send the one request,
 * report each record (done, unchanged, refused and why), and for a delete offer Undo in the
 * toast. Resolves the answer, or null when the admin cancelled or the request failed.
 */
export function useBulkAction() {
  const api = useApi();
  return useCallback(
    async (run: BulkRun): Promise<BulkActionResponse | null> => {
      const confirmed = await confirmAction({
        title: BulkMessages.confirmTitle,
        text: run.confirmText,
        confirmButtonText: run.confirmButtonText,
      });
      if (!confirmed) return null;
      let answer: BulkActionResponse;
      try {
        answer = await run.perform();
      } catch (error) {
        console.error(BulkMessages.failed, error);
        await showError(BulkMessages.failed, getApiErrorMessage(error, DashboardMessages.tryAgain));
        return null;
      }
      const { results } = answer;
      const refused = countOf(results, 'refused');
      const summary = BulkMessages.summary(countOf(results, 'done'), refused);
      const trashed = results.some((row) => row.trashId);
      // A clean delete needs no report: the toast says how many, with Undo.
      if (!run.undo || !trashed || refused > 0)
        await showBulkReport(
          BulkMessages.reportTitle,
          summary,
          reportRows(results, run.labels),
          refused > 0 ? 'warning' : 'success',
        );
      if (run.undo && trashed && (await offerUndo(DashboardMessages.deletedTitle, summary)))
        await undoBatch(api, answer, run);
      return answer;
    },
    [api],
  );
}
