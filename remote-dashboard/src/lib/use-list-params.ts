import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SavedViewMessages } from '@threadline/contracts';

/** One of a list's URL parameters: its value when absent, and the values it may take. */
export interface ListParamSpec {
  fallback: string;
  /** When given, any other value (a status that no longer exists) falls back, with a note. */
  allowed?: readonly string[];
}

export type ListParamSpecs<K extends string> = Record<K, ListParamSpec>;

/** The URL parameter that names the saved view a list was opened from. */
export const VIEW_PARAM = 'view';

export interface ListParams<K extends string> {
  values: Record<K, string>;
  /** Sets these parameters (a default one leaves the URL); any change but the page's resets it. */
  update: (patch: Partial<Record<K, string>>) => void;
  /** What the URL named that this list no longer has: shown as a note, never an error. */
  notes: string[];
  /** The list's own parameters as a query string, what a saved view keeps. */
  query: string;
}

/** A page number from the URL: a whole number from 1, else 1. */
export const pageParam = (value: string) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list's filters, search, sort and page, kept in the URL so a view can be bookmarked, shared,
 * reloaded and saved. `page` (when the list has one) goes back to 1 on any other change.
 */
export function useListParams<K extends string>(specs: ListParamSpecs<K>): ListParams<K> {
  const [searchParams, setSearchParams] = useSearchParams();
  // `specs` is each list's module constant, so these memos follow the URL alone.
  const { values, notes } = useMemo(() => {
    const keys = Object.keys(specs) as K[];
    const read = {} as Record<K, string>;
    const found: string[] = [];
    for (const key of keys) {
      const { fallback, allowed } = specs[key];
      const value = searchParams.get(key);
      if (value !== null && allowed && !allowed.includes(value)) {
        found.push(SavedViewMessages.unknownValue(key, value));
        read[key] = fallback;
      } else read[key] = value ?? fallback;
    }
    // A field the list no longer has, in a saved view's link.
    if (searchParams.has(VIEW_PARAM))
      for (const key of new Set(searchParams.keys()))
        if (key !== VIEW_PARAM && !(key in specs)) found.push(SavedViewMessages.unknownField(key));
    return { values: read, notes: found };
  }, [searchParams, specs]);

  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VIEW_PARAM);
          for (const [key, value] of Object.entries(patch) as Array<[K, string]>) {
            if (value === specs[key].fallback || value === '') next.delete(key);
            else next.set(key, value);
          }
          if ('page' in specs && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, specs],
  );

  const query = useMemo(() => {
    const own = new URLSearchParams();
    for (const key of Object.keys(specs) as K[])
      if (values[key] !== specs[key].fallback) own.set(key, values[key]);
    return own.toString();
  }, [values, specs]);

  return { values, update, notes, query };
}
