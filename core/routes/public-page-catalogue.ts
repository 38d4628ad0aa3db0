/**
 * Every public page the menus, the footer and the separate sites link to (§2.4, §2.6), as one
 * table: which pages a market has, where each lives, and which group of content it belongs to.
 *
 * The spec names the links but not the pages behind them (docs/decisions/107-public-pages.md):
 * the portal serves each one as a page of its own in the shell, so no link of the navigation or
 * the country picker ends on "page not found". A page that a market does not link to (the French
 * referral page under /de-de/) stays a 404.
 */
import type { Locale } from '../locale';
import { parseLocale } from '../locale';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS, localeBasePath } from './paths';
import {
  FRENCH_REFERRAL_PATH,
  GERMAN_PAGE_PATHS,
  publicPagePaths,
  ukPagePaths,
  usPagePaths,
} from './public-pages';

/** The kind of content a page holds; the page's lead text depends on it. */
export type PublicPageGroup =
  | 'knowledge'
  | 'information'
  | 'help'
  | 'about'
  | 'legal'
  | 'referral'
  | 'corporate'
  | 'bankingAsAService';

/** Which site a page belongs to (§2.4: the retail markets, the corporate site, banking as a service). */
export type PublicSite = 'retail' | 'corporate' | 'bankingAsAService';

/** The pages every market has, by id, with their group. */
const RETAIL_PAGE_GROUPS = {
  tax: 'knowledge',
  businessTax: 'knowledge',
  depositProtection: 'knowledge',
  businessDepositProtection: 'knowledge',
  banks: 'information',
  howItWorks: 'information',
  security: 'information',
  faq: 'help',
  contact: 'help',
  aboutUs: 'about',
  press: 'about',
  careers: 'about',
  imprint: 'legal',
  privacy: 'legal',
  terms: 'legal',
} as const satisfies Record<string, PublicPageGroup>;

/** The pages only one market has (§2.4 German, UK, US and French menus). */
const MARKET_PAGE_GROUPS = {
  comparisonTest: 'information',
  guides: 'knowledge',
  newsroom: 'about',
  creditUnions: 'information',
  depositInsurance: 'knowledge',
  educationCentre: 'knowledge',
  referFriend: 'referral',
  referral: 'referral',
} as const satisfies Record<string, PublicPageGroup>;

const CORPORATE_PAGE_IDS = [
  'corporateHome',
  'corporateAbout',
  'becomePartnerBank',
  'becomeDistributionPartner',
  'corporatePress',
  'corporateCareers',
] as const;

const BANKING_AS_A_SERVICE_PAGE_IDS = [
  'bankingAsAService',
  'cashSolutions',
  'bankingAsAServiceAboutUs',
  'bankingAsAServiceCareers',
  'bankingAsAServicePress',
] as const;

export type RetailPageId = keyof typeof RETAIL_PAGE_GROUPS | keyof typeof MARKET_PAGE_GROUPS;
export type CorporatePageId = (typeof CORPORATE_PAGE_IDS)[number];
export type BankingAsAServicePageId = (typeof BANKING_AS_A_SERVICE_PAGE_IDS)[number];
export type PublicPageId = RetailPageId | CorporatePageId | BankingAsAServicePageId;

export interface PublicPage {
  readonly id: PublicPageId;
  readonly site: PublicSite;
  readonly group: PublicPageGroup;
  /** The page's address, with the trailing slash its links use. */
  readonly path: string;
  /** The language of the page: the market's locale; the two separate sites are English (`en`). */
  readonly locale: Locale;
}

/** The legal pages' slugs under the locale base path, as the CMS footer links them (§2.6). */
const LEGAL_SLUGS = { imprint: 'imprint/', privacy: 'privacy/', terms: 'terms/' } as const;

function retailPaths(locale: Locale): Partial<Record<RetailPageId, string>> {
  const common = publicPagePaths(locale);
  const base = `${localeBasePath(locale)}/`;
  const paths: Partial<Record<RetailPageId, string>> = {
    tax: common.tax,
    businessTax: common.businessTax,
    depositProtection: common.depositProtection,
    businessDepositProtection: common.businessDepositProtection,
    banks: common.banks,
    howItWorks: common.howItWorks,
    security: common.security,
    faq: common.faq,
    contact: common.contact,
    aboutUs: common.aboutUs,
    press: common.press,
    careers: common.careers,
    imprint: `${base}${LEGAL_SLUGS.imprint}`,
    privacy: `${base}${LEGAL_SLUGS.privacy}`,
    terms: `${base}${LEGAL_SLUGS.terms}`,
  };
  if (locale === 'de-DE') paths.comparisonTest = GERMAN_PAGE_PATHS.comparisonTest;
  if (locale === 'en-GB') {
    const uk = ukPagePaths();
    paths.guides = uk.guides;
    paths.newsroom = uk.newsroom;
  }
  if (locale === 'en-US') {
    const us = usPagePaths();
    paths.creditUnions = us.creditUnions;
    paths.depositInsurance = us.depositInsurance;
    paths.educationCentre = us.educationCentre;
    paths.referFriend = us.referFriend;
  }
  if (locale === 'fr-FR') paths.referral = FRENCH_REFERRAL_PATH;
  return paths;
}

const groupOf = (id: RetailPageId): PublicPageGroup =>
  id in RETAIL_PAGE_GROUPS
    ? RETAIL_PAGE_GROUPS[id as keyof typeof RETAIL_PAGE_GROUPS]
    : MARKET_PAGE_GROUPS[id as keyof typeof MARKET_PAGE_GROUPS];

/**
 * The public pages of one market, in table order.
 * @example retailPublicPages('fr-FR').find((page) => page.id === 'referral')?.path // '/fr-fr/referral/'
 */
export function retailPublicPages(locale: Locale): PublicPage[] {
  return (Object.entries(retailPaths(locale)) as Array<[RetailPageId, string]>).map(([id, path]) => ({
    id,
    site: 'retail',
    group: groupOf(id),
    path,
    locale,
  }));
}

/** The corporate and banking-as-a-service sites: English, each page in the group of its site. */
function separateSitePages(
  site: 'corporate' | 'bankingAsAService',
  pages: ReadonlyArray<readonly [PublicPageId, string]>,
): readonly PublicPage[] {
  return Object.freeze(
    pages.map(([id, path]) => Object.freeze({ id, site, group: site, path, locale: 'en' })),
  );
}

/** §2.4 the corporate site's pages (its My Account button is the login page, not one of these). */
export const CORPORATE_PAGES = separateSitePages('corporate', [
  ['corporateHome', CORPORATE_PATHS.home],
  ['corporateAbout', CORPORATE_PATHS.about],
  ['becomePartnerBank', CORPORATE_PATHS.partnerBank],
  ['becomeDistributionPartner', CORPORATE_PATHS.distributionPartner],
  ['corporatePress', CORPORATE_PATHS.press],
  ['corporateCareers', CORPORATE_PATHS.careers],
] satisfies ReadonlyArray<readonly [CorporatePageId, string]>);

/** §2.4 the banking-as-a-service site's pages, at the root of the shared site. */
export const BANKING_AS_A_SERVICE_PAGES = separateSitePages('bankingAsAService', [
  ['bankingAsAService', BANKING_AS_A_SERVICE_PATHS.home],
  ['cashSolutions', BANKING_AS_A_SERVICE_PATHS.cashSolutions],
  ['bankingAsAServiceAboutUs', BANKING_AS_A_SERVICE_PATHS.aboutUs],
  ['bankingAsAServiceCareers', BANKING_AS_A_SERVICE_PATHS.careers],
  ['bankingAsAServicePress', BANKING_AS_A_SERVICE_PATHS.press],
] satisfies ReadonlyArray<readonly [BankingAsAServicePageId, string]>);

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The paths of the retail public pages relative to the locale base path, across every market: the
 * route table registers these once under `/:locale` and lets `publicPageAt` decide per market.
 * @example RETAIL_PUBLIC_PAGE_SLUGS.includes('help/faq') // true
 */
export const RETAIL_PUBLIC_PAGE_SLUGS: readonly string[] = Object.freeze([
  ...new Set(
    (['de-DE', 'en-GB', 'en-US', 'fr-FR'] as const).flatMap((locale) =>
      retailPublicPages(locale).map((page) => trim(page.path).split('/').slice(1).join('/')),
    ),
  ),
]);

/**
 * The public page at a pathname (query and hash ignored, trailing slash optional), on any site;
 * undefined when no market or site has that page there.
 * @example publicPageAt('/de-de/help/faq/')?.id // 'faq'
 * @example publicPageAt('/de-de/referral/') // undefined: only the French market has it
 * @example publicPageAt('/cash-solutions')?.site // 'bankingAsAService'
 */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = trim(pathname.split(/[?#]/)[0] ?? '');
  const site = [...CORPORATE_PAGES, ...BANKING_AS_A_SERVICE_PAGES].find((page) => trim(page.path) === path);
  if (site) return site;
  const locale = parseLocale(path.split('/')[0]);
  if (!locale) return undefined;
  return retailPublicPages(locale).find((page) => trim(page.path) === path);
}
