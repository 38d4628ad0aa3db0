/**
 * Every route the spec names (§2.1–2.4), built from a locale. Paths end with a slash where the
 * spec writes one; the private account pages keep the spec's exact spelling.
 */
import type { Flags } from '../config';
import type { Locale } from '../locale';
import { toPrefix } from '../locale';
import { PRIVATE_PAGES, type PrivatePage } from './private-pages';
import { routePath } from './table';

export { PRIVATE_PAGES, type PrivatePage } from './private-pages';

type Query = Record<string, string | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** @example localeBasePath('de-AT') // '/de-at' */
export function localeBasePath(locale: Locale): string {
  return `/${toPrefix(locale)}`;
}

/** §2.1 login route, optional `product`. */
export function loginPath(locale: Locale, query: { product?: string } = {}): string {
  return withQuery(routePath(localeBasePath(locale), 'login'), query);
}

/** §2.1 registration route, optional `regflow` for co-branded flows. */
export function registerPath(locale: Locale, query: { regflow?: string } = {}): string {
  return withQuery(routePath(localeBasePath(locale), 'register'), query);
}

/** §2.3 overview; §2.2 the dashboard route carries an `irclickid` parameter. */
export function dashboardPath(locale: Locale, query: { irclickid?: string } = {}): string {
  return withQuery(routePath(localeBasePath(locale), 'dashboard'), query);
}

/** Legacy deposit pages (§2.3), used unless the new deposits page flag is on. */
export const LEGACY_DEPOSIT_PATHS = {
  term: '/savingglobal/#/MyInvestments/TermDeposit',
  overnight: '/savingglobal/#/MyInvestments/Overnight',
  notice: '/savingglobal/#/MyInvestments/Notice',
} as const;

type DepositFlags = Pick<Flags, 'dbtShowNewMyDepositsPage'>;

/** §2.3 term deposits: the new page with `dbtShowNewMyDepositsPage`, else the legacy fallback. */
export function termDepositsPath(locale: Locale, flags: DepositFlags): string {
  return flags.dbtShowNewMyDepositsPage
    ? routePath(localeBasePath(locale), 'termDeposits')
    : LEGACY_DEPOSIT_PATHS.term;
}

/** §2.3 overnight deposits, same flag rule as term deposits. */
export function overnightDepositsPath(locale: Locale, flags: DepositFlags): string {
  return flags.dbtShowNewMyDepositsPage
    ? routePath(localeBasePath(locale), 'overnightDeposits')
    : LEGACY_DEPOSIT_PATHS.overnight;
}

/** §2.3 notice deposits: the spec names only the legacy page. */
export function noticeDepositsPath(): string {
  return LEGACY_DEPOSIT_PATHS.notice;
}

/** §2.3 wealth-management dashboard: the overview, or one investment by id. */
export function wealthManagementDashboardPath(locale: Locale, investmentId?: string): string {
  return investmentId
    ? `${localeBasePath(locale)}/dashboard/investments/${encodeURIComponent(investmentId)}`
    : `${localeBasePath(locale)}/investments/wealth-management/dashboard`;
}

/** @example privatePagePath('de-DE', 'messages') // '/de-de/postbox/messages' */
export function privatePagePath(locale: Locale, page: PrivatePage): string {
  return `${localeBasePath(locale)}${PRIVATE_PAGES[page]}`;
}

/** §2.2 the initial reference-account route, optional `product`. */
export function referenceAccountPath(locale: Locale, productId?: string): string {
  return withQuery(`${localeBasePath(locale)}/reference-account/initial/`, { product: productId });
}

/** §2.2 update-financial-information page. */
export function financialInformationPath(locale: Locale): string {
  return routePath(localeBasePath(locale), 'financialInformation');
}

/** §2.2 the data-validity confirmation page (cdvc). */
export function dataValidityPath(locale: Locale): string {
  return routePath(localeBasePath(locale), 'dataValidity');
}

/** §2.4 offer pages; Finnish offers only fixed-term and overnight. */
export function offerPaths(locale: Locale): { fixed: string; overnight: string; notice?: string } {
  const base = `${localeBasePath(locale)}/products/`;
  if (locale === 'fi-FI') return { fixed: base, overnight: `${base}overnight/` };
  return { fixed: base, overnight: `${base}overnight/`, notice: `${base}notice/` };
}

/** §2.4 public corporate header links. */
export const CORPORATE_PATHS = {
  home: '/en/corporate/',
  about: '/en/corporate/about/',
  partnerBank: '/en/corporate/become-a-partner-bank/',
  distributionPartner: '/en/corporate/become-a-distribution-partner/',
  press: '/en/corporate/press/',
  careers: '/en/corporate/careers/',
  myAccount: '/en/login/',
} as const;

/** §2.4 banking-as-a-service corporate header. */
export const BANKING_AS_A_SERVICE_PATHS = {
  home: '/banking-as-a-service/',
  cashSolutions: '/cash-solutions/',
  aboutUs: '/about-us/',
  careers: '/careers/',
  press: '/press/',
} as const;

/** §2.4 country selector page (its header shows only a logo). */
export const COUNTRY_SELECTOR_PATH = '/en/select-country/';
