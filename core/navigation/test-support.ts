// Shared test inputs for the navigation tests (not a test file itself).
import { DEFAULT_FLAGS } from '../config';
import {
  DEFAULT_NAVIGATION_CONFIG,
  type NavItem,
  type NavigationContext,
  type ProductAccessInput,
  submenuItems,
} from '.';

export const flags = {
  b2cUseNewDashboard: DEFAULT_FLAGS.b2cUseNewDashboard,
  dbtShowNewMyDepositsPage: DEFAULT_FLAGS.dbtShowNewMyDepositsPage,
  customerShowPaymentMethodScreens: DEFAULT_FLAGS.customerShowPaymentMethodScreens,
};

export const fullAccess: ProductAccessInput = {
  HAS_FIXED_DEPOSIT_ACCOUNT: true,
  HAS_FLEX_DEPOSIT_ACCOUNT: true,
  HAS_OVERNIGHT_DEPOSIT_ACCOUNT: true,
  HAS_NOTICE_DEPOSIT_ACCOUNT: true,
  term_product_access: true,
  overnight_product_access: true,
};

export function anonymous(locale: NavigationContext['locale']): NavigationContext {
  return { locale, flags, config: DEFAULT_NAVIGATION_CONFIG };
}

export function customerContext(
  locale: NavigationContext['locale'],
  access: ProductAccessInput = fullAccess,
  customer: NavigationContext['customer'] = { isCompanyCustomer: false },
): NavigationContext {
  return { locale, flags, config: DEFAULT_NAVIGATION_CONFIG, customer, access };
}

/** Every entry id of a navigation, top-level and inside submenus. */
export function ids(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [
    item.id,
    ...(item.subMenus ? submenuItems(item.subMenus).map((e) => e.id) : []),
  ]);
}

/** The entry with this id, anywhere in the navigation. */
export function entry(items: readonly NavItem[], id: string) {
  for (const item of items) {
    const found = item.subMenus && submenuItems(item.subMenus).find((e) => e.id === id);
    if (found) return found;
  }
  return undefined;
}

export function hrefOf(items: readonly NavItem[], id: string): string | undefined {
  const found = entry(items, id);
  return found && 'href' in found ? found.href : undefined;
}
