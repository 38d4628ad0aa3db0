/**
 * §2.5 the header for the current page: mode, type, logos, main navigation, actions, account menu,
 * balance strip and skeleton, as one plain model that drivers render.
 */
import { DEFAULT_LOCALE, type Locale } from '../locale';
import {
  type ActionItem,
  accountNavItem,
  buildNavigation,
  type LogoItem,
  type NavigationFlags,
  navTexts,
  type ProductAccessInput,
} from '../navigation';
import { dashboardLinkPath, matchRoute, publicHeaderLocale, publicPagePaths } from '../routes';
import { loginAction, registrationAction } from './actions';
import { balanceStripView, DEFAULT_SKELETON_COLUMNS } from './balance';
import type { DesignVersion, HeaderConfig } from './config';
import { buildHeaderCustomerData } from './customer-data';
import type { HeaderCustomerInput, PartnerLogoInput } from './inputs';
import { headerTypeFor, selectHeaderMode } from './mode';
import { siteHeader } from './site-header';
import type { HeaderMode, HeaderModel, HeaderType, MobileActionBar } from './types';

export interface HeaderInput {
  /** The current path (a query or hash is ignored). */
  readonly pathname: string;
  readonly authenticated: boolean;
  readonly flags: NavigationFlags;
  readonly config: HeaderConfig;
  readonly designVersion: DesignVersion;
  /** The customer's header facts; absent while loading or when loading failed. */
  readonly customer?: HeaderCustomerInput;
  readonly access?: ProductAccessInput;
  /** A distributor-partner or co-branding logo: partner logo, no main navigation, login only (§2.5). */
  readonly partner?: PartnerLogoInput;
  /** §2.5 a page may hide the main navigation: logo and login only. */
  readonly hideMainNavigation?: boolean;
  /** A page may ask for the integrated header type. */
  readonly integrated?: boolean;
}

/** §2.1: an unsupported locale in the public header yields an empty header. */
export const EMPTY_HEADER: HeaderModel = {
  mode: 'public',
  type: 'public',
  isEmpty: true,
  logos: [],
  navigation: [],
  navigationLabel: '',
  actions: [],
  balanceStrip: { kind: 'hidden' },
  showDesktopNavigation: false,
  mobileActionBar: 'none',
};

function firstSegment(pathname: string): string {
  return (pathname.split(/[?#]/)[0] ?? '').split('/').find(Boolean) ?? '';
}

function mobileActionBar(type: HeaderType, actions: readonly ActionItem[]): MobileActionBar {
  if (actions.length === 0) return 'none';
  return type === 'integrated' ? 'belowHeader' : 'bottom';
}

function productLogo(config: HeaderConfig, version: DesignVersion, locale: Locale, href: string): LogoItem {
  return { id: 'logo', href, url: config.logoUrls[version], alt: navTexts(locale).logoAlt(config.brandName) };
}

/**
 * @example buildHeader({ pathname: '/en/select-country/', authenticated: false, … }).logos.length // 1, and nothing else
 * @example buildHeader({ pathname: '/xx-yy/', authenticated: false, … }).isEmpty // true
 */
export function buildHeader(input: HeaderInput): HeaderModel {
  const route = matchRoute(input.pathname);
  const mode = selectHeaderMode(route, input.authenticated);
  const type = headerTypeFor(mode, input.integrated);
  const { config, designVersion } = input;

  if (mode === 'countrySelector' || mode === 'corporate' || mode === 'bankingAsAService') {
    return siteHeader(mode, type, config, designVersion);
  }

  const locale =
    mode === 'authenticated'
      ? (route.locale ?? DEFAULT_LOCALE)
      : mode === 'public'
        ? publicHeaderLocale(firstSegment(input.pathname))
        : route.locale;
  if (!locale) return EMPTY_HEADER;
  return retailHeader(input, mode, type, locale);
}

function retailHeader(input: HeaderInput, mode: HeaderMode, type: HeaderType, locale: Locale): HeaderModel {
  const { config, flags, customer, partner } = input;
  const authenticated = mode === 'authenticated';
  const home = authenticated ? dashboardLinkPath(locale, flags) : publicPagePaths(locale).home;
  const logos: LogoItem[] = [productLogo(config, input.designVersion, locale, home)];
  if (partner) logos.push({ id: 'partnerLogo', href: home, url: partner.url, alt: partner.alt });

  const restricted = input.hideMainNavigation === true || partner !== undefined;
  const inFlow = mode === 'login' || mode === 'openBanking' || mode === 'registration';
  const navigation =
    restricted || inFlow
      ? []
      : buildNavigation({
          locale,
          flags,
          config: config.navigation,
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

  const login = loginAction(locale, config.usAppHost);
  const registration = registrationAction(locale, config.usAppHost);
  const byMode: Record<HeaderMode, ActionItem[]> = {
    login: [registration],
    openBanking: [],
    registration: [login],
    authenticated: [],
    public: [login, registration],
    countrySelector: [],
    corporate: [],
    bankingAsAService: [],
  };
  const actions = restricted ? byMode[mode].filter((a) => a.type === 'login') : byMode[mode];

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
    mode,
    type,
    locale,
    isEmpty: false,
    logos,
    navigation,
    navigationLabel: navTexts(locale).mainNavigation,
    actions,
    ...(account ? { account } : {}),
    ...(customerData ? { customer: customerData } : {}),
    balanceStrip: authenticated ? balanceStripView(type, customerData) : { kind: 'hidden' },
    showDesktopNavigation: type !== 'integrated' && navigation.length > 0,
    mobileActionBar: mobileActionBar(type, actions),
    ...(authenticated && !customer ? { skeleton: { columns: DEFAULT_SKELETON_COLUMNS } } : {}),
  };
}
