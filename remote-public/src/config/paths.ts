import type { CategoryKey } from '@threadline/contracts';

/**
 * This remote is mounted by the shell at `/*`: `path` is the relative route pattern, `getHref`
 * the absolute link. Links to pages the shell owns (sign-up, dashboard) live here too.
 */
export const paths = {
  home: { path: '', getHref: () => '/' },
  about: { path: 'about', getHref: () => '/about' },
  contact: { path: 'contact', getHref: () => '/contact' },
  portfolio: { path: 'portfolio', getHref: () => '/portfolio' },
  production: { path: 'production', getHref: () => '/production' },
  products: { path: 'products', getHref: () => '/products' },
  category: {
    path: 'products/:category',
    getHref: (key: CategoryKey) => `/products/${encodeURIComponent(key)}`,
  },
  services: { path: 'services', getHref: () => '/services' },
  requestQuote: {
    path: 'request-quote',
    getHref: (category?: CategoryKey) =>
      category ? `/request-quote?category=${encodeURIComponent(category)}` : '/request-quote',
  },
  video: { path: 'video', getHref: () => '/video' },
  whyChooseUs: { path: 'why-choose-us', getHref: () => '/why-choose-us' },
  signUp: { getHref: () => '/signup' },
  dashboard: { getHref: () => '/dashboard' },
} as const;

/** In-page anchors on the home page (the shell's footer links to each as /#anchor). */
export const anchors = {
  home: 'home',
  about: 'about',
  contact: 'contact',
  products: 'products',
  production: 'production',
  whyChooseUs: 'why-choose-us',
} as const;
