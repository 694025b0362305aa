import { hrefs, SHELL_ROUTES } from '@threadline/contracts';

/**
 * Routes the shell owns or links to, with helpers that build their hrefs; every URL comes from
 * contracts' routes, including the pages the remotes serve.
 */
export const paths = {
  home: { path: hrefs.public('home'), getHref: () => hrefs.public('home') },
  about: { path: hrefs.public('about'), getHref: () => hrefs.public('about') },
  products: { path: hrefs.public('products'), getHref: () => hrefs.public('products') },
  contact: { path: hrefs.public('contact'), getHref: () => hrefs.public('contact') },
  services: { getHref: () => hrefs.public('services') },
  portfolio: { getHref: () => hrefs.public('portfolio') },
  requestQuote: { getHref: () => hrefs.requestQuote() },
  login: { path: SHELL_ROUTES.login, getHref: () => SHELL_ROUTES.login },
  signUp: { path: SHELL_ROUTES.signUp, getHref: () => SHELL_ROUTES.signUp },
  forgotPassword: { path: SHELL_ROUTES.forgotPassword, getHref: () => SHELL_ROUTES.forgotPassword },
  terms: { path: SHELL_ROUTES.terms, getHref: () => SHELL_ROUTES.terms },
  privacy: { path: SHELL_ROUTES.privacy, getHref: () => SHELL_ROUTES.privacy },
  cookies: { path: SHELL_ROUTES.cookies, getHref: () => SHELL_ROUTES.cookies },
  invite: { path: SHELL_ROUTES.invite, getHref: hrefs.invite },
  dashboard: { path: `${hrefs.dashboard()}/*`, getHref: () => hrefs.dashboard() },
  homeSection: { getHref: hrefs.homeSection },
} as const;

/** Pages where the layout hides the navigation bar and the footer. */
export const PAGES_WITHOUT_CHROME: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.signUp.path,
];

/** localStorage key holding the invite code a visitor arrived with, until their record is saved. */
export const INVITE_REF_KEY = 'invite-ref';
