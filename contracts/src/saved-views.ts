/**
 * Saved views of the back office's lists: a name and the list's URL query (its filters,
 * search, sort and page), per admin, optionally shared with every admin.
 */
export const SAVED_VIEW_LISTS = [
  'users',
  'contacts',
  'quotes',
  'orders',
  'audit',
  'trash',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 1000;
/** How many views one admin may keep, across the lists. */
export const SAVED_VIEWS_MAX = 100;

export interface SavedView {
  id: string;
  list: SavedViewList;
  name: string;
  /** The list's URL query without the `?`, e.g. `actor=ana%40brand.co&page=2`. */
  query: string;
  shared: boolean;
  owner: { id: string; email: string };
  /** The caller's own view (only the owner renames, shares or deletes it). */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreateSavedViewRequest {
  list: SavedViewList;
  name: string;
  query: string;
  shared?: boolean;
}

export interface UpdateSavedViewRequest {
  name?: string;
  shared?: boolean;
}

export const SavedViewMessages = {
  listInvalid: `list must be one of ${SAVED_VIEW_LISTS.join(', ')}`,
  nameRequired: 'Give the view a name',
  nameTooLong: `A view's name is at most ${SAVED_VIEW_NAME_MAX} characters`,
  queryInvalid: `query must be the list's URL query, at most ${SAVED_VIEW_QUERY_MAX} characters`,
  sharedInvalid: 'shared must be true or false',
  nameTaken: 'You already have a view with that name on this list',
  tooMany: `An admin keeps at most ${SAVED_VIEWS_MAX} saved views; delete one first`,
  notFound: 'Saved view not found',
  notOwner: 'Only the admin who saved a view can change it',
  deleted: 'Saved view deleted',
  /** The notes a list shows when a view names what it no longer has. */
  unknownValue: (field: string, value: string) =>
    `This view asks for ${field} "${value}", which no longer exists; showing every ${field} instead.`,
  unknownField: (field: string) =>
    `This view filters by "${field}", which this list no longer has; that filter is left out.`,
  heading: 'Saved views',
  save: 'Save view',
  saveTitle: 'Save this view',
  namePrompt: 'Name',
  shareLabel: 'Share with all admins',
  rename: 'Rename',
  renameTitle: 'Rename the view',
  remove: 'Delete',
  removeTitle: 'Delete this view?',
  removeText: (name: string) =>
    `"${name}" leaves your saved views. The list itself is not changed.`,
  none: 'No saved views yet',
  sharedBy: (email: string) => `shared by ${email}`,
  savedTitle: 'View saved',
  failed: 'Failed to save the view',
} as const;
