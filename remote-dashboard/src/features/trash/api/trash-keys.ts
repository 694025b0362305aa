import type { TrashKind } from '@threadline/contracts';

/** The Trash page's query keys: `all` covers every kind's list. */
export const trashKeys = {
  all: ['trash'] as const,
  list: (kind: TrashKind | '') => [...trashKeys.all, kind] as const,
};
