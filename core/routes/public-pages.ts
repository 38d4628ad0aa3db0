/**
 * The public marketing pages behind the menus (§2.4) and the legacy dashboard (§2.3).
 *
 * The spec names the menu groups but not the paths of the pages behind them, and names no legacy
 * dashboard. Scheme (docs/decisions/015-navigation-and-header.md):
 * English slugs under the locale base path in every market, the way the spec's own routes are spelt
 * (`/de-de/products/`, `/fr-fr/dashboard/`), so one table serves every locale and a page keeps its
 * address when its title is translated.
 */
import type { Flags } from '../config';
import type { Locale } from '../locale';
import { dashboardPath, localeBasePath, offerPaths } from './paths';

/** §2.3 the legacy dashboard beside the legacy deposit pages (`/savingglobal/#/MyInvestments/…`). */
export const LEGACY_DASHBOARD_PATH = '/savingglobal/#/MyInvestments';

/**
 * §2.3 the dashboard link: the new dashboard with `b2cUseNewDashboard`, else the legacy one.
 * @example dashboardLinkPath('de-DE', { b2cUseNewDashboard: true }) // '/de-de/dashboard/'
 */
export function dashboardLinkPath(locale: Locale, flags: Pick<Flags, 'b2cUseNewDashboard'>): string {
  return flags.b2cUseNewDashboard ? dashboardPath(locale) : LEGACY_DASHBOARD_PATH;
}

/** the marketing pages every market has (§2.4 finance knowledge, information, help, about). */
export function publicPagePaths(locale: Locale) {
  const base = localeBasePath(locale);
  return {
    home: `${base}/`,
    tax: `${base}/knowledge/tax/`,
    businessTax: `${base}/knowledge/tax/business/`,
    depositProtection: `${base}/knowledge/deposit-protection/`,
    businessDepositProtection: `${base}/knowledge/deposit-protection/business/`,
    banks: `${base}/banks/`,
    howItWorks: `${base}/how-it-works/`,
    security: `${base}/security/`,
    faq: `${base}/help/faq/`,
    contact: `${base}/help/contact/`,
    aboutUs: `${base}/about-us/`,
    press: `${base}/press/`,
    careers: `${base}/careers/`,
  } as const;
}

/** §2.4 German extras. */
export const GERMAN_PAGE_PATHS = {
  sustainableFixedDeposit: `${offerPaths('de-DE').fixed}sustainable/`,
  comparisonTest: `${localeBasePath('de-DE')}/comparison-test/`,
} as const;

/** §2.4 UK fixed rate bonds by term, under the fixed-term offer page. */
export const UK_BOND_TERMS = ['up-to-12-months', '1-year', '2-years', '3-years', '5-years'] as const;
export type UkBondTerm = (typeof UK_BOND_TERMS)[number];

/** §2.4 UK extras. */
export function ukPagePaths() {
  const products = offerPaths('en-GB').fixed;
  const base = localeBasePath('en-GB');
  return {
    fixedRateBond: (term: UkBondTerm) => `${products}fixed-rate-bonds/${term}/`,
    exclusiveOffers: `${products}exclusive/`,
    guides: `${base}/knowledge/guides/`,
    newsroom: `${base}/newsroom/`,
  } as const;
}

/** §2.4 US menu. */
export function usPagePaths() {
  const products = offerPaths('en-US').fixed;
  const base = localeBasePath('en-US');
  return {
    savings: `${products}savings/`,
    moneyMarket: `${products}money-market/`,
    cdAccounts: `${products}cd/`,
    noPenaltyCds: `${products}no-penalty-cd/`,
    allProducts: products,
    banks: `${base}/banks/`,
    creditUnions: `${base}/credit-unions/`,
    depositInsurance: `${base}/knowledge/deposit-insurance/`,
    educationCentre: `${base}/knowledge/`,
    referFriend: `${base}/refer-a-friend/`,
  } as const;
}

/** §2.4 French referral programme page. */
export const FRENCH_REFERRAL_PATH = `${localeBasePath('fr-FR')}/referral/`;
