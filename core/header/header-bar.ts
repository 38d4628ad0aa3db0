/**
 * §2.5 the header's bar: mode, type, logos and actions, without the menus (main navigation,
 * account menu, balance strip). A header without menus (login, open banking, registration, the
 * country selector, a public header with its navigation hidden, the empty header) is complete
 * here; `buildHeader` (header-model.ts) adds the menus to one that has them (`headerHasMenus`).
 * The navigation catalogue stays out of this module on purpose: the login page draws its header
 * from the bar alone and does not load the catalogue (docs/decisions/161).
 */
import { createTranslator } from '../i18n';
import { DEFAULT_LOCALE, type Locale } from '../locale';
import type { ActionItem, LogoItem } from '../navigation';
import {
  BANKING_AS_A_SERVICE_PATHS,
  CORPORATE_PATHS,
  dashboardLinkPath,
  matchRoute,
  publicHeaderLocale,
  publicPagePaths,
} from '../routes';
import { loginAction, registrationAction } from './actions';
import type { DesignVersion, HeaderConfig } from './config';
import type { HeaderInput } from './header-input';
import { headerTypeFor, selectHeaderMode } from './mode';
import type { HeaderMode, HeaderModel, HeaderType, MobileActionBar } from './types';

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

/** The separate sites of §2.4, English as their paths (`/en/…`). */
export const SITE_LOCALE: Locale = 'en';
export type SiteMode = Extract<HeaderMode, 'countrySelector' | 'corporate' | 'bankingAsAService'>;

/** Where a header is drawn: its mode and type, and its locale (none: the empty header). */
export interface HeaderPlace {
  readonly mode: HeaderMode;
  readonly type: HeaderType;
  readonly locale: Locale | undefined;
}

function firstSegment(pathname: string): string {
  return (pathname.split(/[?#]/)[0] ?? '').split('/').find(Boolean) ?? '';
}

/**
 * @example headerPlace({ pathname: '/de-de/login/', authenticated: true, … }) // { mode: 'login', type: 'integrated', locale: 'de-DE' }
 */
export function headerPlace(
  input: Pick<HeaderInput, 'pathname' | 'authenticated' | 'integrated'>,
): HeaderPlace {
  const route = matchRoute(input.pathname);
  const mode = selectHeaderMode(route, input.authenticated);
  const type = headerTypeFor(mode, input.integrated);
  if (isSiteMode(mode)) return { mode, type, locale: SITE_LOCALE };
  const locale =
    mode === 'authenticated'
      ? (route.locale ?? DEFAULT_LOCALE)
      : mode === 'public'
        ? publicHeaderLocale(firstSegment(input.pathname))
        : route.locale;
  return { mode, type, locale };
}

export function isSiteMode(mode: HeaderMode): mode is SiteMode {
  return mode === 'countrySelector' || mode === 'corporate' || mode === 'bankingAsAService';
}

/**
 * §2.5: a header restricted to logo and login (a page that hides the main navigation, a
 * distributor-partner or co-branding logo) and the flows' headers have no main navigation.
 */
export function withoutMainNavigation(input: HeaderInput, mode: HeaderMode): boolean {
  const restricted = input.hideMainNavigation === true || input.partner !== undefined;
  return restricted || mode === 'login' || mode === 'openBanking' || mode === 'registration';
}

export function mobileActionBar(type: HeaderType, actions: readonly ActionItem[]): MobileActionBar {
  if (actions.length === 0) return 'none';
  return type === 'integrated' ? 'belowHeader' : 'bottom';
}

/** The logo's text; Swiss German spells a ß of the brand's name as ss too (decision 013). */
function logoAlt(locale: Locale, brand: string): string {
  return createTranslator(locale).t('nav:logoAlt', {
    brand: locale === 'de-CH' ? brand.replaceAll('ß', 'ss') : brand,
  });
}

function productLogo(config: HeaderConfig, version: DesignVersion, locale: Locale, href: string): LogoItem {
  return {
    id: 'logo',
    href,
    url: config.logoUrls[version],
    alt: logoAlt(locale, config.brandName),
  };
}

/**
 * §2.5: whether the header has menus: a signed-in customer's account menu, or a main navigation
 * (the retail header where it is not hidden, the corporate and banking-as-a-service sites).
 * @example headerHasMenus({ pathname: '/de-de/login/', authenticated: false, … }) // false
 * @example headerHasMenus({ pathname: '/de-de/', authenticated: true, … }) // true
 */
export function headerHasMenus(input: HeaderInput): boolean {
  const { mode, locale } = headerPlace(input);
  if (isSiteMode(mode)) return mode !== 'countrySelector';
  return locale !== undefined && (mode === 'authenticated' || !withoutMainNavigation(input, mode));
}

/**
 * The header's logos and actions: the whole header where it has no menus; where it has
 * (`headerHasMenus`), the bar they are drawn into, with the desktop navigation row's place.
 * @example buildHeaderBar({ pathname: '/de-de/login/', authenticated: false, … }).actions // the registration link
 */
export function buildHeaderBar(input: HeaderInput): HeaderModel {
  const { mode, type, locale } = headerPlace(input);
  if (isSiteMode(mode)) return siteBar(mode, type, input.config, input.designVersion);
  if (!locale) return EMPTY_HEADER;
  const { config, partner } = input;
  const authenticated = mode === 'authenticated';
  const home = authenticated ? dashboardLinkPath(locale, input.flags) : publicPagePaths(locale).home;
  const logos: LogoItem[] = [productLogo(config, input.designVersion, locale, home)];
  if (partner) logos.push({ id: 'partnerLogo', href: home, url: partner.url, alt: partner.alt });

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
  const withoutNavigation = withoutMainNavigation(input, mode);
  const restricted = input.hideMainNavigation === true || partner !== undefined;
  const actions = restricted ? byMode[mode].filter((a) => a.type === 'login') : byMode[mode];
  // The account menu (signed in) or the main navigation: the menus `buildHeader` adds.
  const menus = authenticated || !withoutNavigation;
  return {
    mode,
    type,
    locale,
    isEmpty: false,
    logos,
    navigation: [],
    navigationLabel: createTranslator(locale).t('nav:mainNavigation'),
    actions,
    balanceStrip: { kind: 'hidden' },
    // Until the menus are built, their desktop row keeps its place where the navigation will be.
    showDesktopNavigation: menus && type !== 'integrated' && !withoutNavigation,
    mobileActionBar: mobileActionBar(type, actions),
  };
}

/**
 * The separate sites' bar (§2.4): the country selector page is its logo only; the corporate and
 * banking-as-a-service headers have navigation and actions, which `buildHeader` adds.
 */
function siteBar(
  mode: SiteMode,
  type: HeaderType,
  config: HeaderConfig,
  version: DesignVersion,
): HeaderModel {
  const homeHref =
    mode === 'corporate'
      ? CORPORATE_PATHS.home
      : mode === 'bankingAsAService'
        ? BANKING_AS_A_SERVICE_PATHS.home
        : publicPagePaths(SITE_LOCALE).home;
  const { t } = createTranslator(SITE_LOCALE);
  return {
    mode,
    type,
    locale: SITE_LOCALE,
    isEmpty: false,
    logos: [
      {
        id: 'logo',
        href: homeHref,
        url: config.logoUrls[version],
        alt: logoAlt(SITE_LOCALE, config.brandName),
      },
    ],
    navigation: [],
    navigationLabel: t('nav:mainNavigation'),
    actions: [],
    balanceStrip: { kind: 'hidden' },
    showDesktopNavigation: mode !== 'countrySelector' && type !== 'integrated',
    mobileActionBar: 'none',
  };
}
