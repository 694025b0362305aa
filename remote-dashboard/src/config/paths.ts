/**
 * The shell mounts this remote at `/dashboard/*` (the federation contract). `path` is the
 * relative route pattern, `getHref` the absolute link: react-router 7 resolves relative links
 * inside a splat route against the whole URL, so links are absolute to stay unambiguous.
 */
const DASHBOARD_BASE = '/dashboard';

const dashboardPage = (path: string) => ({
  path,
  /** `query` pre-fills what the page reads from its URL (a search, a message to open). */
  getHref: (query?: Record<string, string>) =>
    `${DASHBOARD_BASE}/${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`,
});

export const paths = {
  dashboard: { getHref: () => DASHBOARD_BASE },
  manageUsers: dashboardPage('manage-users'),
  contactMessages: dashboardPage('showContact'),
  addCategory: dashboardPage('AddCategoryForm'),
  categories: dashboardPage('ShowCategoryFormData'),
  profile: dashboardPage('Profile'),
  quoteRequests: dashboardPage('quote-requests'),
  myQuotes: dashboardPage('my-quotes'),
  requestQuote: { getHref: () => '/request-quote' },
  activityLog: dashboardPage('activity-log'),
  /** The public catalogue page of one category (remote-public). */
  category: { getHref: (key: string) => `/products/${encodeURIComponent(key)}` },
  releases: dashboardPage('releases'),
  home: { getHref: () => '/' },
  contact: { getHref: () => '/contact' },
  services: { getHref: () => '/services' },
  invite: {
    getHref: (origin: string, ref: string) => `${origin}/invite/${encodeURIComponent(ref)}`,
  },
} as const;

/** The shell serves this image; the bundled fallback covers a failed load. */
export const DEFAULT_PROFILE_IMAGE = '/default-profile.png';
