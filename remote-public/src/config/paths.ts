import {
  hrefs,
  PUBLIC_ANCHORS,
  PUBLIC_ROUTES,
  SHELL_ROUTES,
  type CategoryKey,
  type PublicRoute,
} from '@threadline/contracts';

/**
 * This remote is mounted by the shell at `/*`: `path` is the relative route pattern, `getHref`
 * the absolute link. Both come from contracts' routes, as do the links to the shell's pages.
 */
const page = (route: Exclude<PublicRoute, 'category'>) => ({
  path: PUBLIC_ROUTES[route],
  getHref: () => hrefs.public(route),
});

export const paths = {
  home: page('home'),
  about: page('about'),
  contact: page('contact'),
  portfolio: page('portfolio'),
  production: page('production'),
  products: page('products'),
  category: {
    path: PUBLIC_ROUTES.category,
    getHref: (key: CategoryKey) => hrefs.category(key),
  },
  services: page('services'),
  requestQuote: {
    path: PUBLIC_ROUTES.requestQuote,
    getHref: (category?: CategoryKey) => hrefs.requestQuote(category),
  },
  video: page('video'),
  quoteConversation: {
    path: PUBLIC_ROUTES.quoteConversation,
    getHref: (token: string) => hrefs.guestThread(token),
  },
  whyChooseUs: page('whyChooseUs'),
  unsubscribe: page('unsubscribe'),
  signUp: { getHref: () => SHELL_ROUTES.signUp },
  login: { getHref: () => SHELL_ROUTES.login },
  dashboard: { getHref: () => hrefs.dashboard() },
  myQuotes: { getHref: () => hrefs.dashboard('myQuotes') },
} as const;

/** In-page anchors on the home page (the shell's footer links to each as /#anchor). */
export const anchors = PUBLIC_ANCHORS;
