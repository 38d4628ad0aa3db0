/**
 * The navigation data model of §3 (Nav item, Submenu item, Logo item, Action item) and the submenu
 * entry types and layouts of §2.5. Drivers (React, Ink) render these; core never renders.
 *
 * A submenu item is a discriminated union on `type`, so a driver's `switch` is exhaustive and an
 * advanced entry without a description is a compile error rather than an empty line on screen.
 */

/** Named actions a driver performs instead of following a link (§3 `callback`). */
export type NavCallback = 'logout';

/** Design-token names for icon colours; the driver maps them to its theme. */
export type IconColor = 'brand' | 'neutral' | 'positive' | 'warning';

interface SubmenuItemBase {
  readonly id: string;
  readonly title: string;
  /** Groups entries into columns inside a zone (§3 `groupName`). */
  readonly groupName?: string;
  /** True for links to another host: drivers open them in a new tab with `rel="noopener noreferrer"`. */
  readonly external?: boolean;
}

/** A plain link, or a named action when it has a `callback` instead of an `href`. */
export interface BasicSubmenuItem extends SubmenuItemBase {
  readonly type: 'basic';
  readonly href?: string;
  readonly callback?: NavCallback;
  readonly icon?: string;
  readonly iconColor?: IconColor;
}

/** A link with a description line and an optional tag ("New"). */
export interface AdvancedSubmenuItem extends SubmenuItemBase {
  readonly type: 'advanced';
  readonly href: string;
  readonly description: string;
  readonly tag?: string;
  readonly icon?: string;
  readonly iconColor?: IconColor;
}

/** Text without a link (a promotion line, a hint). */
export interface TextSubmenuItem extends SubmenuItemBase {
  readonly type: 'text';
  readonly description?: string;
}

/** A linked image; `title` is its alternative text. */
export interface ImageSubmenuItem extends SubmenuItemBase {
  readonly type: 'image';
  readonly href: string;
  readonly imageUrl: string;
}

/** A "see all" style link drawn with an arrow. */
export interface ArrowSubmenuItem extends SubmenuItemBase {
  readonly type: 'arrow';
  readonly href: string;
}

export type SubmenuItem =
  | BasicSubmenuItem
  | AdvancedSubmenuItem
  | TextSubmenuItem
  | ImageSubmenuItem
  | ArrowSubmenuItem;
export type SubmenuItemType = SubmenuItem['type'];

/**
 * §2.5 submenu layouts. `even`: the main zone's groups share the width equally (no sidebar).
 * `default`: a wide main column (432 px, §9) beside a sidebar (300 px).
 */
export type SubmenuLayout = 'even' | 'default';
export type SubmenuZone = 'top' | 'main' | 'sidebar' | 'bottom';
export const SUBMENU_ZONES: readonly SubmenuZone[] = ['top', 'main', 'sidebar', 'bottom'];

export interface Submenu {
  readonly layout: SubmenuLayout;
  readonly top: readonly SubmenuItem[];
  readonly main: readonly SubmenuItem[];
  readonly sidebar: readonly SubmenuItem[];
  readonly bottom: readonly SubmenuItem[];
}

/** §3 Nav item. A nav item with `subMenus` is a disclosure button; one without is a link. */
export interface NavItem {
  readonly id: string;
  readonly title: string;
  readonly href?: string;
  readonly subMenus?: Submenu;
  /** Shows the unread badge (the account menu when there are unread messages). */
  readonly enableBadge: boolean;
  readonly external?: boolean;
}

/** §3 Logo item. */
export interface LogoItem {
  readonly id: string;
  readonly href: string;
  readonly url: string;
  readonly alt: string;
}

/** §6: only login and registration action types appear in the header. */
export type ActionType = 'login' | 'registration';

/** §3 Action item. */
export interface ActionItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly type: ActionType;
  readonly callback?: NavCallback;
  readonly external?: boolean;
}
