import type { KeyboardEvent } from 'react';

/** The caret is at the start (or the end) of a text cell, or the cell has no caret (a choice). */
function atEdge(cell: HTMLInputElement | HTMLSelectElement, toward: 'start' | 'end') {
  if (cell instanceof HTMLSelectElement) return true;
  const { selectionStart, selectionEnd, value } = cell;
  // A swatch picker has no caret: it moves at once.
  if (selectionStart === null) return true;
  if (selectionStart !== selectionEnd) return false;
  return toward === 'start' ? selectionStart === 0 : selectionEnd === value.length;
}

const STEPS: Record<string, [number, number] | undefined> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Moves between cells as a spreadsheet does: up and down to the same column of the next row,
 * left and right to the next cell once the caret is at the edge of the text (a choice moves at
 * once, its value kept). Tab moves along the row as everywhere.
 */
export function moveInGrid(event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const cell = event.currentTarget;
  if (step[1] !== 0 && !atEdge(cell, step[1] < 0 ? 'start' : 'end')) return;
  const row = Number(cell.dataset.row) + step[0];
  const col = Number(cell.dataset.col) + step[1];
  const target = cell
    .closest('table')
    ?.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
  // A choice keeps its value: the arrows move between cells, never through its options.
  if (cell instanceof HTMLSelectElement || target) event.preventDefault();
  target?.focus();
}
