/** Routes the shell owns or links to, with helpers that build their hrefs. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  products: { path: '/products', getHref: () => '/products' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  invite: {
    path: '/invite/:code',
    getHref: (code: string) => `/invite/${encodeURIComponent(code)}`,
  },
  dashboard: { path: '/dashboard/*', getHref: () => '/dashboard' },
  homeSection: { getHref: (anchor: string) => `/#${anchor}` },
} as const;

/** Pages where the layout hides the navigation bar and the footer. */
export const PAGES_WITHOUT_CHROME: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.signUp.path,
];

/** localStorage key holding the invite code a visitor arrived with, until their record is saved. */
export const INVITE_REF_KEY = 'invite-ref';
