import { useCallback, useMemo, useState } from 'react';

/** A row a bulk action may name: its id, and the name its report shows. */
export interface SelectableRow {
  id: string;
  label: string;
}

export interface RowSelection {
  /** The selected ids, each with its label, in the order they were picked. */
  rows: ReadonlyMap<string, string>;
  count: number;
  has: (id: string) => boolean;
  toggle: (row: SelectableRow) => void;
  /** Selects (or clears) every one of these rows, the page's for instance. */
  setMany: (rows: SelectableRow[], selected: boolean) => void;
  /** The selection becomes exactly these rows ("all matching the filter"). */
  replace: (rows: SelectableRow[]) => void;
  clear: () => void;
}

/** The rows an admin picked for a bulk action; it survives paging, not a change of filter. */
export function useRowSelection(): RowSelection {
  const [rows, setRows] = useState<ReadonlyMap<string, string>>(() => new Map());

  const toggle = useCallback((row: SelectableRow) => {
    setRows((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.label);
      return next;
    });
  }, []);
  const setMany = useCallback((many: SelectableRow[], selected: boolean) => {
    setRows((current) => {
      const next = new Map(current);
      for (const row of many) {
        if (selected) next.set(row.id, row.label);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);
  const replace = useCallback(
    (many: SelectableRow[]) => setRows(new Map(many.map((row) => [row.id, row.label]))),
    [],
  );
  const clear = useCallback(() => setRows(new Map()), []);

  return useMemo(
    () => ({
      rows,
      count: rows.size,
      has: (id: string) => rows.has(id),
      toggle,
      setMany,
      replace,
      clear,
    }),
    [rows, toggle, setMany, replace, clear],
  );
}
