/**
 * What loads when (docs/loading.md): the one declaration the router, the start-up, the prerender
 * and the checks read.
 *
 * Every page starts with the entry (web/main.tsx: React, the router, the shell a visitor sees,
 * the translator). A page adds:
 * - its **code** (one module, loaded with its texts before the page is drawn);
 * - its **texts**: the text namespaces it reads besides the shell's (fetched with its code);
 * - the **signed-in world** (web/signed-in: the session, the API client, the customer data, the
 *   signed-in shell) when its route needs a session (core/routes `requiresAuth`), as plain imports
 *   of its code; a public page never loads it;
 * - **prerender**: the paths the build draws as HTML (public pages signed out, a signed-in page
 *   as its skeleton).
 *
 * Everything else loads later as one of PARTS, each only when something needs it.
 */
import { type Namespace, textFilesOf } from '../core/i18n';
import type { Locale } from '../core/locale';
import {
  AUTH_LOCALES,
  dashboardPath,
  localeBasePath,
  loginPath,
  matchRoute,
  openBankingLoginPath,
  type RouteMatch,
  registerPath,
} from '../core/routes';
import { definePart } from './part';

export interface PageDeclaration {
  /** The page's component: its module under web/ and the export, `pages/x/XPage.tsx#XPage`. */
  readonly code: `pages/${string}.tsx#${string}`;
  /** The text namespaces it reads besides the shell's (`SHELL_TEXTS`). */
  readonly texts: readonly Namespace[];
  /** The paths of a locale the build prerenders for this page (none when absent). */
  readonly prerender?: (locale: Locale) => readonly string[];
}

/** What the shell around every page reads: skip link, banners, the header's bar, display settings, footer, consent. */
export const SHELL_TEXTS = [
  'common',
  'portal',
  'nav',
  'markets',
  'footer',
  'consent',
] as const satisfies readonly Namespace[];
/** A header with menus reads their titles and texts (core/header `buildHeader`): a 404 in a locale's shell does. */
export const MENU_TEXTS = ['navMenus', 'header'] as const satisfies readonly Namespace[];
/** What the signed-in shell reads: its header's menus, the session dialog, the minor-account switch. */
export const SIGNED_IN_TEXTS = [
  ...MENU_TEXTS,
  'session',
  'portalPages',
] as const satisfies readonly Namespace[];

const signedIn = (...texts: Namespace[]) => [...SIGNED_IN_TEXTS, ...texts];
const authLocalesOnly = (paths: (locale: Locale) => string[]) => (locale: Locale) =>
  AUTH_LOCALES.includes(locale) ? paths(locale) : [];

export const PAGES = {
  login: {
    code: 'pages/login/LoginPage.tsx#LoginPage',
    texts: ['login', 'errors', 'captcha'],
    prerender: authLocalesOnly((locale) => [loginPath(locale), openBankingLoginPath(locale)]),
  },
  register: {
    code: 'pages/register/RegisterPage.tsx#RegisterPage',
    texts: [],
    prerender: authLocalesOnly((locale) => [registerPath(locale)]),
  },
  forgotPassword: {
    code: 'pages/login/ForgotPasswordPage.tsx#ForgotPasswordPage',
    texts: [...MENU_TEXTS, 'portalPages', 'login'],
    prerender: authLocalesOnly((locale) => [`${localeBasePath(locale)}/forgot-password/`]),
  },
  openBankingDone: {
    code: 'pages/open-banking/OpenBankingDonePage.tsx#OpenBankingDonePage',
    texts: MENU_TEXTS,
  },
  countrySelector: {
    code: 'pages/country-selector/CountrySelectorPage.tsx#CountrySelectorPage',
    texts: ['portalPages'],
  },
  /** §2.4 public pages: one component; core/routes `publicPageAt` says which page a path is. */
  publicPage: { code: 'pages/public/PublicPage.tsx#PublicPage', texts: [...MENU_TEXTS, 'publicPages'] },
  offers: { code: 'pages/offers/OffersPage.tsx#OffersPage', texts: [...MENU_TEXTS, 'portalPages'] },
  pensionLoggedOut: {
    code: 'pages/pension/PensionLoggedOutPage.tsx#PensionLoggedOutPage',
    texts: [...MENU_TEXTS, 'session'],
  },
  dashboard: {
    code: 'pages/dashboard/DashboardPage.tsx#DashboardPage',
    texts: signedIn('productStatus'),
    prerender: (locale) =>
      matchRoute(dashboardPath(locale)).name === 'dashboard' ? [dashboardPath(locale)] : [],
  },
  termDeposits: {
    code: 'pages/deposits/DepositsPage.tsx#TermDepositsPage',
    texts: signedIn('productStatus'),
  },
  overnightDeposits: {
    code: 'pages/deposits/DepositsPage.tsx#OvernightDepositsPage',
    texts: signedIn('productStatus'),
  },
  investment: {
    code: 'pages/wealth/InvestmentPage.tsx#InvestmentPage',
    texts: signedIn('productStatus', 'errors'),
  },
  wealthManagement: {
    code: 'pages/wealth/WealthManagementPage.tsx#WealthManagementPage',
    texts: signedIn('productStatus', 'errors'),
  },
  pension: { code: 'pages/pension/PensionPage.tsx#PensionPage', texts: signedIn() },
  referenceAccount: {
    code: 'pages/customer-redirects/ReferenceAccountPage.tsx#ReferenceAccountPage',
    texts: signedIn('customerChanges', 'errors'),
  },
  financialInformation: {
    code: 'pages/customer-redirects/FinancialInformationPage.tsx#FinancialInformationPage',
    texts: signedIn('customerChanges', 'errors'),
  },
  dataValidity: {
    code: 'pages/customer-redirects/DataValidityPage.tsx#DataValidityPage',
    texts: signedIn('customerChanges', 'errors'),
  },
  messages: { code: 'pages/account/MessagesPage.tsx#MessagesPage', texts: signedIn() },
  documents: { code: 'pages/account/DocumentsPage.tsx#DocumentsPage', texts: signedIn('customerChanges') },
  paymentMethods: { code: 'pages/account/PaymentMethodsPage.tsx#PaymentMethodsPage', texts: signedIn() },
  transactions: { code: 'pages/account/TransactionsPage.tsx#TransactionsPage', texts: signedIn() },
  withdrawal: { code: 'pages/account/WithdrawalPage.tsx#WithdrawalPage', texts: signedIn() },
  userAccount: { code: 'pages/account/UserAccountPage.tsx#UserAccountPage', texts: signedIn() },
  myDetails: { code: 'pages/account/MyDetailsPage.tsx#MyDetailsPage', texts: signedIn() },
  notifications: { code: 'pages/account/NotificationsPage.tsx#NotificationsPage', texts: signedIn() },
  exemptionOrder: { code: 'pages/account/ExemptionOrderPage.tsx#ExemptionOrderPage', texts: signedIn() },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof PAGES;

/**
 * The page a route shows, or null for an address without one. §2.4 public pages that are not in the
 * route table (a market's catalogue) are the caller's: core/routes `publicPageAt` knows them.
 * @example pageOf(matchRoute('/de-de/open-banking/login/')) // 'login'
 */
export function pageOf(match: RouteMatch): PageName | null {
  switch (match.name) {
    case 'login':
    case 'forgotPassword':
    case 'register':
    case 'countrySelector':
    case 'offers':
    case 'pensionLoggedOut':
    case 'dashboard':
    case 'termDeposits':
    case 'overnightDeposits':
    case 'investment':
    case 'wealthManagement':
    case 'pension':
    case 'referenceAccount':
    case 'financialInformation':
    case 'dataValidity':
      return match.name;
    // `/open-banking/login/` is the login page in its open-banking variant; other flows end there.
    case 'openBanking':
      return match.param === 'login' ? 'login' : match.param ? 'openBankingDone' : null;
    case 'corporate':
    case 'bankingAsAService':
      return 'publicPage';
    case 'private':
      return match.page === 'exemptionOrderOverview' ? 'exemptionOrder' : (match.page ?? null);
    case 'home':
    case 'other':
      return null;
  }
}

/**
 * The parts that load after the page, each when something needs it (`PART_LOADS` says what starts
 * it). Parts that belong to one portal instance (its session, its signed-in world, its CMS calls)
 * are built over these in web/app/portal.ts. Every part is loaded through `definePart`
 * (web/part.ts): once, a failure tried again, a store a hook can read.
 */
export const PARTS = {
  /** The session (core/portal `createPortalSession`): the login form's first focus or input, a stored session at start. */
  session: definePart(() => import('../core/portal/portal-session')),
  /** The signed-in world (web/signed-in): a page that needs a session, a stored session at start, a login's submit. */
  signedIn: definePart(() => import('./signed-in/world')),
  /** The bot check's solver (the proof of work in a Web Worker): the login form's first focus, or the first idle period. */
  botCheck: definePart(() => import('./components/bot-check/solver')),
  /** The header's menus (core/header `buildHeader` and MenuHeader): a header with menus, once the screen size is known. */
  headerMenus: definePart(() => import('./shell/header/menus-part')),
  /** The public CMS calls (footer, SEO settings, partner logo) without the API client: the first of them. */
  content: definePart(() => import('../core/api/public-content')),
  /** The footer (model, links, disclaimer): when its place comes near the viewport. */
  footer: definePart(() => import('./shell/footer/footer-part')),
  /** The footer disclaimer's sanitiser (DOMPurify): with a footer that has a disclaimer. */
  disclaimerSanitizer: definePart(() => import('./shell/footer/disclaimer-purifier')),
  /** The checks of the CMS's SEO settings: with the settings, after a public page has hydrated. */
  seo: definePart(() => import('../core/validation/seo')),
  /** The consent layer's dialog (§2.6): when a visitor opens it. */
  consentDialog: definePart(() => import('./components/consent/ConsentDialog')),
  /** The country picker's phone dialog: when its trigger is pressed or focused. */
  countryDialog: definePart(() => import('./components/country-picker/CountryDialog')),
};

/**
 * What starts each part: `page` on its own once the page is there (after hydration, in idle time,
 * near the viewport); `visitor` only when the visitor acts (the login form's focus, a dialog they
 * open); `session` only with a session (stored, or a login). scripts/checks/public-pages.ts holds a
 * public page to it.
 */
export const PART_LOADS: Readonly<Record<keyof typeof PARTS, 'page' | 'visitor' | 'session'>> = {
  session: 'visitor',
  signedIn: 'session',
  botCheck: 'page',
  headerMenus: 'page',
  content: 'page',
  footer: 'page',
  disclaimerSanitizer: 'page',
  seo: 'page',
  consentDialog: 'visitor',
  countryDialog: 'visitor',
};

/**
 * The paths the build prerenders, with their page.
 * @example prerenderedPages()[0] // { path: '/de-de/login/', page: 'login' }
 */
export function prerenderedPages(locales: readonly Locale[]): { path: string; page: PageName }[] {
  return locales.flatMap((locale) =>
    (Object.keys(PAGES) as PageName[]).flatMap((page) => {
      const declaration: PageDeclaration = PAGES[page];
      return (declaration.prerender?.(locale) ?? []).map((path) => ({ path, page }));
    }),
  );
}

/** The source module of a page's code, relative to web/ (Vite's manifest names chunks so). */
export function moduleOf(page: PageName): string {
  return PAGES[page].code.split('#')[0] as string;
}

/**
 * Every namespace a page reads: the shell's, its own, and the signed-in shell's when a session draws it.
 * @example textsOf('login', false) // ['common', 'portal', …, 'login', 'errors', 'captcha']
 */
export function textsOf(page: PageName | null, signedIn: boolean): Namespace[] {
  const own: readonly Namespace[] = page ? PAGES[page].texts : MENU_TEXTS;
  return [...new Set([...SHELL_TEXTS, ...own, ...(signedIn ? SIGNED_IN_TEXTS : [])])];
}

/** The text files a page of `locale` reads, as the site serves them (`/texts/de/login.json`). */
export function textFilesFor(page: PageName, locale: Locale, signedIn: boolean): string[] {
  return textFilesOf(locale, textsOf(page, signedIn)).map(
    ([folder, namespace]) => `/texts/${folder}/${namespace}.json`,
  );
}
