/**
 * §7 "navigation taps": the analytics event a header or menu link pushes when the customer uses it
 * (decision 104). One event name for every navigation link, with the link target as `object`, as the
 * footer's legal links do (`{link}-tapped`, core/footer legal-links.ts); the entry's stable id says
 * which entry it was in any language, the area where it sat. Titles are not sent: they are
 * translated, and an account entry could one day carry a name.
 */
import { type ActionItem, type LogoItem, type NavItem, SUBMENU_ZONES } from './types';

export const NAVIGATION_TAP_EVENT = 'navigation-tapped';

/** Where the link sat: the logo, the main or account navigation (any depth), the login/registration actions. */
export type NavigationArea = 'logo' | 'navigation' | 'action';

export interface NavigationTap {
  readonly event: typeof NAVIGATION_TAP_EVENT;
  /** The link target, as the footer's events carry it. */
  readonly object: string;
  /** The entry's stable id (`offers.termDeposits`, `account.messages`, `login`, `logo`). */
  readonly id: string;
  readonly area: NavigationArea;
}

/**
 * @example navigationTapEvent({ id: 'offers.termDeposits', href: '/de-de/products/' }, 'navigation')
 * // { event: 'navigation-tapped', object: '/de-de/products/', id: 'offers.termDeposits', area: 'navigation' }
 */
export function navigationTapEvent(
  entry: { readonly id: string; readonly href: string },
  area: NavigationArea,
): NavigationTap {
  return { event: NAVIGATION_TAP_EVENT, object: entry.href, id: entry.id, area };
}

/**
 * Every navigation tap a header can push, in reading order: logos, navigation (entries of every
 * zone of every submenu), the account menu, actions. For the CLI's `menu --json` and QA lists.
 * @example navigationTapsOf({ logos, navigation, actions }).map((tap) => tap.id) // ['logo', 'savings.dashboard', …]
 */
export function navigationTapsOf(header: {
  readonly logos: readonly LogoItem[];
  readonly navigation: readonly NavItem[];
  readonly account?: NavItem | undefined;
  readonly actions: readonly ActionItem[];
}): NavigationTap[] {
  const taps = header.logos.map((logo) => navigationTapEvent(logo, 'logo'));
  for (const item of [...header.navigation, ...(header.account ? [header.account] : [])]) {
    if (item.href) taps.push(navigationTapEvent({ id: item.id, href: item.href }, 'navigation'));
    for (const zone of SUBMENU_ZONES)
      for (const entry of item.subMenus?.[zone] ?? [])
        if ('href' in entry && entry.href)
          taps.push(navigationTapEvent({ id: entry.id, href: entry.href }, 'navigation'));
  }
  for (const action of header.actions) taps.push(navigationTapEvent(action, 'action'));
  return taps;
}
