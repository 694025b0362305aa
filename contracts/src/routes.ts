/*
 * The URL of every page, by the app that serves it. Each app's `config/paths.ts` builds its
 * route patterns and links on these, so a page moves by changing one line here.
 */

/** Pages the shell renders itself. */
export const SHELL_ROUTES = {
  login: '/login',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  invite: '/invite/:code',
} as const;

/** The public remote is mounted at `/*`: its routes are relative to `/`. */
export const PUBLIC_ROUTES = {
  home: '',
  about: 'about',
  contact: 'contact',
  portfolio: 'portfolio',
  production: 'production',
  products: 'products',
  category: 'products/:category',
  services: 'services',
  requestQuote: 'request-quote',
  video: 'video',
  whyChooseUs: 'why-choose-us',
  /** A guest's request and its conversation, opened with the token from their email (`?token=`). */
  quoteConversation: 'quote-conversation',
  /** Stops update emails, from the link in their footer (`?s=…&sig=…`), after one click. */
  unsubscribe: 'unsubscribe',
} as const;

/** In-page sections of the public home page (the shell's footer and navigation link to them). */
export const PUBLIC_ANCHORS = {
  home: 'home',
  about: 'about',
  contact: 'contact',
  products: 'products',
  production: 'production',
  whyChooseUs: 'why-choose-us',
} as const;

/** The dashboard remote is mounted at `DASHBOARD_BASE/*`: its routes are relative to it. */
export const DASHBOARD_BASE = '/dashboard';
export const DASHBOARD_ROUTES = {
  manageUsers: 'manage-users',
  contactMessages: 'showContact',
  addCategory: 'AddCategoryForm',
  categories: 'ShowCategoryFormData',
  profile: 'Profile',
  quoteRequests: 'quote-requests',
  myQuotes: 'my-quotes',
  /** A buyer's own orders (issue 23). */
  myOrders: 'my-orders',
  /** `orders`: the admins' board; `orders/<id>`: one order, for its buyer and the admins. */
  orders: 'orders',
  /** `quotes/<id>`: one link to a request for anyone allowed to see it (an admin or its owner). */
  quote: 'quotes',
  activityLog: 'activity-log',
  releases: 'releases',
  /** Deleted records, restorable until the sweep purges them. */
  trash: 'trash',
  /** The style library: `styles`, `styles/new`, `styles/<id>`, its versions and its editor. */
  styles: 'styles',
} as const;

export type PublicRoute = keyof typeof PUBLIC_ROUTES;
export type DashboardRoute = keyof typeof DASHBOARD_ROUTES;

/** Absolute links to pages of any app, for the apps that link across. */
export const hrefs = {
  public: (route: Exclude<PublicRoute, 'category'>) => `/${PUBLIC_ROUTES[route]}`,
  category: (key: string) => `/products/${encodeURIComponent(key)}`,
  requestQuote: (category?: string) =>
    category
      ? `/${PUBLIC_ROUTES.requestQuote}?category=${encodeURIComponent(category)}`
      : `/${PUBLIC_ROUTES.requestQuote}`,
  homeSection: (anchor: string) => `/#${anchor}`,
  invite: (code: string) => `/invite/${encodeURIComponent(code)}`,
  guestThread: (token: string) =>
    `/${PUBLIC_ROUTES.quoteConversation}?token=${encodeURIComponent(token)}`,
  quote: (id: string) => `${DASHBOARD_BASE}/${DASHBOARD_ROUTES.quote}/${encodeURIComponent(id)}`,
  dashboard: (route?: DashboardRoute) =>
    route ? `${DASHBOARD_BASE}/${DASHBOARD_ROUTES[route]}` : DASHBOARD_BASE,
} as const;
