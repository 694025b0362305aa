import { PUBLIC_ANCHORS } from '@threadline/contracts';
import { paths } from '../../config/paths';

/** A navigation entry; isExternal flags an in-page anchor rather than a route (the spec's name). */
export interface NavigationItem {
  name: string;
  href: string;
  isExternal: boolean;
}

export const PRODUCTION_ANCHOR = PUBLIC_ANCHORS.production;

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { name: 'HOME', href: paths.home.getHref(), isExternal: false },
  { name: 'ABOUT', href: paths.about.getHref(), isExternal: false },
  { name: 'PRODUCTION', href: `#${PRODUCTION_ANCHOR}`, isExternal: true },
  { name: 'PRODUCTS', href: paths.products.getHref(), isExternal: false },
  { name: 'CONTACT', href: paths.contact.getHref(), isExternal: false },
];

/** Mid-size screens show only this many items. */
export const MID_SIZE_ITEM_COUNT = 3;
