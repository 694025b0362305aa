import type { SavedView, SavedViewList } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { VIEW_PARAM } from '../../../lib/use-list-params';

const LIST_HREFS: Record<SavedViewList, () => string> = {
  users: () => paths.manageUsers.getHref(),
  contacts: () => paths.contactMessages.getHref(),
  quotes: () => paths.quoteRequests.getHref(),
  orders: () => paths.orders.getHref(),
  audit: () => paths.activityLog.getHref(),
  trash: () => paths.trash.getHref(),
};

/** The list with the view's query, and `view=<id>` so the list knows a saved view opened it. */
export function viewHref(view: SavedView): string {
  const query = new URLSearchParams(view.query);
  query.set(VIEW_PARAM, view.id);
  return `${LIST_HREFS[view.list]()}?${query.toString()}`;
}
