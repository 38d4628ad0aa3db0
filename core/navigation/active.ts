/**
 * §5 the active menu item: current path plus hash equals its href, case-insensitive. The query
 * string is not part of the comparison: `/de-de/dashboard/?irclickid=x` is still the dashboard.
 */
import type { NavItem } from './types';
import { submenuItems } from './visibility';

export interface CurrentLocation {
  readonly pathname: string;
  readonly hash: string;
}

/**
 * @example isActiveHref('/de-de/Dashboard/', { pathname: '/de-de/dashboard/', hash: '' }) // true
 * @example isActiveHref('/savingglobal/#/MyInvestments/Notice', { pathname: '/savingglobal/', hash: '#/MyInvestments/Notice' }) // true
 */
export function isActiveHref(href: string | undefined, location: CurrentLocation): boolean {
  if (!href) return false;
  return `${location.pathname}${location.hash}`.toLowerCase() === href.toLowerCase();
}

export interface ActiveIds {
  /** The top-level item that is, or holds, the active link. */
  readonly navId?: string;
  /** The active submenu entry, if the match is inside a dropdown. */
  readonly itemId?: string;
}

/**
 * Finds the active link in a navigation, so the driver can set `aria-current="page"` on it and
 * highlight its group.
 */
export function findActive(items: readonly NavItem[], location: CurrentLocation): ActiveIds {
  for (const item of items) {
    if (isActiveHref(item.href, location)) return { navId: item.id };
    const entry =
      item.subMenus && submenuItems(item.subMenus).find((e) => 'href' in e && isActiveHref(e.href, location));
    if (entry) return { navId: item.id, itemId: entry.id };
  }
  return {};
}
