import type { StylesListQuery } from '@threadline/contracts';

/** The style library's query keys: every view sits under `all`, so a save refreshes each. */
export const styleKeys = {
  all: ['styles'] as const,
  list: (query: StylesListQuery) => [...styleKeys.all, 'list', query] as const,
  detail: (id: string) => [...styleKeys.all, 'one', id] as const,
  version: (id: string, version: number) =>
    [...styleKeys.all, 'one', id, 'version', version] as const,
};
