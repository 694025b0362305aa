import { DASHBOARD_ROUTES, hrefs, type DashboardRoute } from '@threadline/contracts';

/**
 * The shell mounts this remote at `/dashboard/*` (the federation contract). `path` is the
 * relative route pattern, `getHref` the absolute link: react-router 7 resolves relative links
 * inside a splat route against the whole URL, so links are absolute to stay unambiguous. Every
 * URL, this remote's and the other apps', comes from contracts' routes.
 */
const dashboardPage = (route: DashboardRoute) => ({
  path: DASHBOARD_ROUTES[route],
  /** `query` pre-fills what the page reads from its URL (a search, a message to open). */
  getHref: (query?: Record<string, string>) =>
    `${hrefs.dashboard(route)}${query ? `?${new URLSearchParams(query).toString()}` : ''}`,
});

export const paths = {
  dashboard: { getHref: () => hrefs.dashboard() },
  manageUsers: dashboardPage('manageUsers'),
  contactMessages: dashboardPage('contactMessages'),
  addCategory: dashboardPage('addCategory'),
  categories: dashboardPage('categories'),
  profile: dashboardPage('profile'),
  quoteRequests: dashboardPage('quoteRequests'),
  myQuotes: dashboardPage('myQuotes'),
  /** One request on the admin's Quote Requests page; `query` keeps the list's search. */
  quoteRequest: {
    path: `${DASHBOARD_ROUTES.quoteRequests}/:quoteId`,
    getHref: (id: string, query?: string) =>
      `${hrefs.dashboard('quoteRequests')}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`,
  },
  /** The request builder: a new request of lines, or a reorder of one (pinned or latest). */
  newQuoteRequest: {
    path: `${DASHBOARD_ROUTES.myQuotes}/new`,
    getHref: (fromQuoteId?: string, versions?: 'pinned' | 'latest') =>
      `${hrefs.dashboard('myQuotes')}/new${
        fromQuoteId
          ? `?${new URLSearchParams({ from: fromQuoteId, versions: versions ?? 'pinned' }).toString()}`
          : ''
      }`,
  },
  /** One of the member's own requests in My Quotes. */
  myQuote: {
    path: `${DASHBOARD_ROUTES.myQuotes}/:quoteId`,
    getHref: (id: string) => `${hrefs.dashboard('myQuotes')}/${encodeURIComponent(id)}`,
  },
  /** The one link to a request for anyone allowed to see it (emails link here). */
  quote: { path: `${DASHBOARD_ROUTES.quote}/:quoteId`, getHref: (id: string) => hrefs.quote(id) },
  requestQuote: { getHref: () => hrefs.requestQuote() },
  activityLog: dashboardPage('activityLog'),
  trash: dashboardPage('trash'),
  myOrders: dashboardPage('myOrders'),
  /** The admins' Orders board. */
  orders: dashboardPage('orders'),
  /** One order, for its buyer and the admins alike. */
  order: {
    path: `${DASHBOARD_ROUTES.orders}/:orderId`,
    getHref: (id: string) => `${hrefs.dashboard('orders')}/${encodeURIComponent(id)}`,
  },
  /** The public catalogue page of one category (the public remote). */
  category: { getHref: (key: string) => hrefs.category(key) },
  releases: dashboardPage('releases'),
  /** The style library: the list, a new style, a style, one of its versions, its editor. */
  styles: dashboardPage('styles'),
  newStyle: {
    path: `${DASHBOARD_ROUTES.styles}/new`,
    getHref: () => `${hrefs.dashboard('styles')}/new`,
  },
  style: {
    path: `${DASHBOARD_ROUTES.styles}/:styleId`,
    getHref: (id: string) => `${hrefs.dashboard('styles')}/${encodeURIComponent(id)}`,
  },
  styleVersion: {
    path: `${DASHBOARD_ROUTES.styles}/:styleId/versions/:version`,
    getHref: (id: string, version: number) =>
      `${hrefs.dashboard('styles')}/${encodeURIComponent(id)}/versions/${version}`,
  },
  editStyle: {
    path: `${DASHBOARD_ROUTES.styles}/:styleId/edit`,
    getHref: (id: string) => `${hrefs.dashboard('styles')}/${encodeURIComponent(id)}/edit`,
  },
  home: { getHref: () => hrefs.public('home') },
  contact: { getHref: () => hrefs.public('contact') },
  services: { getHref: () => hrefs.public('services') },
  invite: {
    getHref: (origin: string, ref: string) => `${origin}${hrefs.invite(ref)}`,
  },
} as const;

/** The shell serves this image; the bundled fallback covers a failed load. */
export const DEFAULT_PROFILE_IMAGE = '/default-profile.png';
