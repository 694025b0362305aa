/** Server-side paging arithmetic, kept pure so the edge cases are easy to pin in tests. */

/** How many pages `total` items fill; 0 when there is nothing to show. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** The 1-based number of the item at `index` on `page`, counted across all pages. */
export function rowNumberOf(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/** A page number that exists: between 1 and the last page (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(pageCount, 1));
}

export type PageLink = number | 'gap';

/**
 * The numbered buttons to draw: every page when there are few, else the first and last pages,
 * the current one with `siblings` either side, and a gap where pages are left out. The list
 * always has the same length once gaps appear, so the buttons do not jump as you page.
 */
export function pageLinks(page: number, pageCount: number, siblings = 1): PageLink[] {
  const slots = siblings * 2 + 5; // first, last, current, siblings and two gaps
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = clampPage(page, pageCount);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const edge = siblings * 2 + 3; // pages shown on one side when the other side has the gap
  if (current <= edge - siblings) return [...range(1, edge), 'gap', pageCount];
  if (current >= pageCount - edge + siblings + 1)
    return [1, 'gap', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'gap', ...range(current - siblings, current + siblings), 'gap', pageCount];
}

/** A number read from a response header (e.g. X-Total-Count), or undefined if absent or bad. */
export function readCountHeader(
  headers: Record<string, unknown>,
  name: string,
): number | undefined {
  const raw = headers[name.toLowerCase()] ?? headers[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}
