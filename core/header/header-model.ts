/**
 * §2.5 the header for the current page: mode, type, logos, main navigation, actions, account menu,
 * balance strip and skeleton, as one plain model that drivers render. The bar (mode, type, logos,
 * actions) is header-bar.ts's; this module adds the menus, with the navigation catalogue, to a
 * header that has them.
 */
import type { Locale } from '../locale';
import {
  accountNavItem,
  bankingAsAServiceNavigation,
  buildNavigation,
  corporateNavigation,
} from '../navigation';
import { balanceNotAvailableMessage, balanceStripView, DEFAULT_SKELETON_COLUMNS } from './balance';
import { buildHeaderCustomerData } from './customer-data';
import {
  buildHeaderBar,
  headerHasMenus,
  mobileActionBar,
  type SiteMode,
  withoutMainNavigation,
} from './header-bar';
import type { HeaderInput } from './header-input';
import type { BalanceStripView, HeaderModel, HeaderType } from './types';

/** §8 the strip of a customer who could not be loaded: the balance is not available (its fetch-error texts). */
function unavailableStrip(type: HeaderType, locale: Locale): BalanceStripView {
  return type === 'private'
    ? { kind: 'unavailable', message: balanceNotAvailableMessage('error', locale) }
    : { kind: 'hidden' };
}

export type { HeaderInput } from './header-input';

/**
 * @example buildHeader({ pathname: '/en/select-country/', authenticated: false, … }).logos.length // 1, and nothing else
 * @example buildHeader({ pathname: '/xx-yy/', authenticated: false, … }).isEmpty // true
 */
export function buildHeader(input: HeaderInput): HeaderModel {
  const bar = buildHeaderBar(input);
  if (!headerHasMenus(input) || !bar.locale) return bar;
  if (bar.mode === 'corporate' || bar.mode === 'bankingAsAService') return siteHeader(bar, bar.mode);
  return retailHeader(input, bar, bar.locale);
}

/** §2.4 the corporate and banking-as-a-service headers: their own navigation and actions. */
function siteHeader(frame: HeaderModel, mode: Exclude<SiteMode, 'countrySelector'>): HeaderModel {
  const site = mode === 'corporate' ? corporateNavigation() : bankingAsAServiceNavigation();
  return {
    ...frame,
    navigation: site.items,
    actions: site.actions,
    showDesktopNavigation: frame.type !== 'integrated' && site.items.length > 0,
    mobileActionBar: mobileActionBar(frame.type, site.actions),
  };
}

/** §2.5 the retail header's main navigation, account menu, customer facts and balance strip. */
function retailHeader(input: HeaderInput, frame: HeaderModel, locale: Locale): HeaderModel {
  const { flags, customer } = input;
  const { mode, type } = frame;
  const authenticated = mode === 'authenticated';
  const navigation = withoutMainNavigation(input, mode)
    ? []
    : buildNavigation({
        locale,
        flags,
        config: input.config.navigation,
        ...(authenticated
          ? {
              customer: {
                isCompanyCustomer: customer?.isCompanyCustomer ?? false,
                ...(customer?.distributorId ? { distributorId: customer.distributorId } : {}),
              },
              ...(input.access ? { access: input.access } : {}),
            }
          : {}),
      });

  const customerData =
    authenticated && customer ? buildHeaderCustomerData(customer, { locale, type, flags }) : undefined;
  // Without customer data the reduced menu is the safe one: it never links to pages a customer
  // pending activation cannot use, and it keeps logout reachable.
  const account = authenticated
    ? accountNavItem({
        locale,
        flags,
        isPendingActivation: customer?.isPendingActivation ?? true,
        showUnreadMessage: customerData?.showUnreadMessage ?? false,
        ...(customerData ? { title: customerData.displayName } : {}),
      })
    : undefined;

  return {
    ...frame,
    navigation,
    ...(account ? { account } : {}),
    ...(customerData ? { customer: customerData } : {}),
    balanceStrip: !authenticated
      ? { kind: 'hidden' }
      : !customer && input.customerFailed
        ? unavailableStrip(type, locale)
        : balanceStripView(type, customerData),
    showDesktopNavigation: type !== 'integrated' && navigation.length > 0,
    ...(authenticated && !customer && !input.customerFailed
      ? { skeleton: { columns: DEFAULT_SKELETON_COLUMNS } }
      : {}),
  };
}
