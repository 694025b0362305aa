import Swal from 'sweetalert2';
import { TrashMessages, UNDO_WINDOW_MS } from '@threadline/contracts';

/**
 * The dashboard's dialogs, in one place so every page asks and reports the same way (the spec
 * requires confirmation before make admin and every delete).
 */
export async function showSuccess(title: string, text?: string, timerMs?: number): Promise<void> {
  await Swal.fire({
    icon: 'success',
    title,
    text,
    timer: timerMs,
    showConfirmButton: timerMs === undefined,
  });
}

/** Resolves true when the person pressed the confirm button (e.g. 'Try Again'). */
export async function showError(
  title: string,
  text?: string,
  confirmButtonText = 'OK',
): Promise<boolean> {
  const result = await Swal.fire({ icon: 'error', title, text, confirmButtonText });
  return result.isConfirmed;
}

export async function confirmAction({
  title,
  text,
  confirmButtonText,
}: {
  title: string;
  text: string;
  confirmButtonText: string;
}): Promise<boolean> {
  const result = await Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: 'Cancel',
    confirmButtonColor: '#b4532a',
    focusCancel: true,
  });
  return result.isConfirmed;
}

/**
 * The toast that confirms a delete, with Undo for UNDO_WINDOW_MS. Resolves true when the person
 * pressed Undo before it went.
 */
export async function offerUndo(title: string, text?: string): Promise<boolean> {
  const result = await Swal.fire({
    toast: true,
    position: 'bottom-end',
    icon: 'success',
    title,
    text,
    timer: UNDO_WINDOW_MS,
    timerProgressBar: true,
    showConfirmButton: true,
    confirmButtonText: TrashMessages.undo,
  });
  return result.isConfirmed;
}

/** One record's line in a bulk action's report. */
export interface BulkReportRow {
  label: string;
  outcome: string;
  reason?: string;
}

/**
 * What a bulk action did, record by record: a summary, then each record with what was done or
 * why it was refused. Built as DOM text, never as HTML, since the labels are people's input.
 */
export async function showBulkReport(
  title: string,
  summary: string,
  rows: BulkReportRow[],
  icon: 'success' | 'warning' = 'success',
): Promise<void> {
  const body = document.createElement('div');
  const lead = document.createElement('p');
  lead.textContent = summary;
  const list = document.createElement('ul');
  list.setAttribute('aria-label', 'Each record');
  list.style.cssText =
    'max-height:40vh;overflow:auto;text-align:start;padding-inline-start:1.2rem;overflow-wrap:anywhere';
  for (const row of rows) {
    const item = document.createElement('li');
    item.textContent = `${row.label}: ${row.outcome}${row.reason ? ` (${row.reason})` : ''}`;
    list.append(item);
  }
  body.append(lead, list);
  await Swal.fire({ icon, title, html: body, confirmButtonText: 'OK' });
}

/**
 * Asks for a name (a saved view's), with an optional "share" checkbox. Resolves what was typed,
 * trimmed, or null when cancelled; a blank name is refused in the dialog with `blankMessage`.
 */
export async function askName({
  title,
  label,
  value = '',
  confirmButtonText,
  blankMessage,
  share,
}: {
  title: string;
  label: string;
  value?: string;
  confirmButtonText: string;
  blankMessage: string;
  share?: { label: string };
}): Promise<{ name: string; shared: boolean } | null> {
  const form = document.createElement('div');
  form.style.cssText = 'display:grid;gap:0.6rem;text-align:start';
  const nameLabel = document.createElement('label');
  nameLabel.textContent = label;
  nameLabel.style.cssText = 'display:grid;gap:0.3rem;font-weight:600';
  const input = document.createElement('input');
  input.type = 'text';
  input.value = value;
  input.className = 'swal2-input';
  input.style.margin = '0';
  nameLabel.append(input);
  form.append(nameLabel);
  const box = document.createElement('input');
  if (share) {
    const shareLabel = document.createElement('label');
    shareLabel.style.cssText = 'display:flex;gap:0.5rem;align-items:center';
    box.type = 'checkbox';
    shareLabel.append(box, document.createTextNode(share.label));
    form.append(shareLabel);
  }
  const result = await Swal.fire({
    title,
    html: form,
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: 'Cancel',
    didOpen: () => input.focus(),
    preConfirm: () => {
      const name = input.value.trim();
      if (!name) {
        Swal.showValidationMessage(blankMessage);
        return false;
      }
      return { name, shared: share ? box.checked : false };
    },
  });
  return result.isConfirmed ? (result.value as { name: string; shared: boolean }) : null;
}
