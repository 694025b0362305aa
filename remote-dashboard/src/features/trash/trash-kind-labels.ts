import type { TrashKind } from '@threadline/contracts';

/** How the Trash page names each kind. */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  user: 'Users',
  contact: 'Contact messages',
  category: 'Categories',
  quote: 'Quote requests',
  style: 'Styles',
};
