export type { AccountMenuInput } from './account-menu';
export { accountMenuItems, accountNavItem, logoutItem, paymentMethodsAvailable } from './account-menu';
export type { ActiveIds, CurrentLocation } from './active';
export { findActive, isActiveHref } from './active';
export type { NavigationArea, NavigationTap } from './analytics';
export { NAVIGATION_TAP_EVENT, navigationTapEvent, navigationTapsOf } from './analytics';
export { catalogueFor } from './catalogue';
export { IRISH_TERM_RANGE, REFERRAL_BONUS_MAX_EUR } from './catalogue-offers';
export type { DistributorRule, NavigationConfig } from './config';
export { DEFAULT_NAVIGATION_CONFIG, financeKnowledgeHidden, parseNavigationConfig } from './config';
export type { SiteNavigation } from './corporate';
export { bankingAsAServiceNavigation, corporateNavigation } from './corporate';
export type { DraftNavItem, DraftSubmenu, Gated, Requirement } from './draft';
export { isExternalHref } from './draft';
export type {
  NavigationContext,
  NavigationCustomerInput,
  NavigationFlags,
  ProductAccessInput,
} from './inputs';
export { productAccessInputOf } from './product-access';
export { buildNavigation } from './public-navigation';
export type { NavTexts } from './texts';
export { navTexts } from './texts';
export type {
  ActionItem,
  ActionType,
  AdvancedSubmenuItem,
  ArrowSubmenuItem,
  BasicSubmenuItem,
  IconColor,
  ImageSubmenuItem,
  LogoItem,
  NavCallback,
  NavItem,
  Submenu,
  SubmenuItem,
  SubmenuItemType,
  SubmenuLayout,
  SubmenuZone,
  TextSubmenuItem,
} from './types';
export { SUBMENU_ZONES } from './types';
export { applyVisibility, requirementMet, submenuItems } from './visibility';
