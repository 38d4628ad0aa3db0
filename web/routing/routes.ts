/**
 * The code that draws each route of core/routes' table (core/routes/table.ts: names, patterns,
 * which need a session), and the guard that decides before it renders (guards.ts). Every page is a
 * lazy chunk. Matching is core's (`matchRoute`); this file only says which page a name shows.
 */
import type { ComponentType } from 'react';
import type { TextPart } from '../../core/i18n';
import type { PrivatePage, RouteMatch, RouteName } from '../../core/routes';
import { requiresAuth } from '../../core/routes';

/** Which guard runs before the page: `protected` = auth (§5) and customer redirects (§2.2). */
export type GuardKind = 'protected' | 'login' | 'publicPage' | 'none';

export interface PageRoute {
  readonly guard: GuardKind;
  readonly load: () => Promise<ComponentType>;
  /** What the page reads with useParams(). */
  readonly params: Readonly<Record<string, string>>;
}

type Load = PageRoute['load'];

const ACCOUNT_PAGES: Record<PrivatePage, Load> = {
  messages: () => import('../pages/account/MessagesPage').then((m) => m.MessagesPage),
  documents: () => import('../pages/account/DocumentsPage').then((m) => m.DocumentsPage),
  paymentMethods: () => import('../pages/account/PaymentMethodsPage').then((m) => m.PaymentMethodsPage),
  transactions: () => import('../pages/account/TransactionsPage').then((m) => m.TransactionsPage),
  withdrawal: () => import('../pages/account/WithdrawalPage').then((m) => m.WithdrawalPage),
  userAccount: () => import('../pages/account/UserAccountPage').then((m) => m.UserAccountPage),
  myDetails: () => import('../pages/account/MyDetailsPage').then((m) => m.MyDetailsPage),
  notifications: () => import('../pages/account/NotificationsPage').then((m) => m.NotificationsPage),
  exemptionOrder: () => import('../pages/account/ExemptionOrderPage').then((m) => m.ExemptionOrderPage),
  exemptionOrderOverview: () =>
    import('../pages/account/ExemptionOrderPage').then((m) => m.ExemptionOrderPage),
};

/** Each page's chunk. Read at call time (`PAGE_CODE.dashboard`), so a test can watch one load. */
export const PAGE_CODE = {
  login: () => import('../pages/login/LoginPage').then((m) => m.LoginPage),
  forgotPassword: () => import('../pages/login/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  register: () => import('../pages/register/RegisterPage').then((m) => m.RegisterPage),
  openBankingDone: () =>
    import('../pages/open-banking/OpenBankingDonePage').then((m) => m.OpenBankingDonePage),
  countrySelector: () =>
    import('../pages/country-selector/CountrySelectorPage').then((m) => m.CountrySelectorPage),
  /** §2.4 public pages (web/pages/public): one component; core/routes `publicPageAt` says which page a path is. */
  publicPage: () => import('../pages/public/PublicPage').then((m) => m.PublicPage),
  dashboard: () => import('../pages/dashboard/DashboardPage').then((m) => m.DashboardPage),
  termDeposits: () => import('../pages/deposits/DepositsPage').then((m) => m.TermDepositsPage),
  overnightDeposits: () => import('../pages/deposits/DepositsPage').then((m) => m.OvernightDepositsPage),
  investment: () => import('../pages/wealth/InvestmentPage').then((m) => m.InvestmentPage),
  wealthManagement: () => import('../pages/wealth/WealthManagementPage').then((m) => m.WealthManagementPage),
  pension: () => import('../pages/pension/PensionPage').then((m) => m.PensionPage),
  pensionLoggedOut: () => import('../pages/pension/PensionLoggedOutPage').then((m) => m.PensionLoggedOutPage),
  referenceAccount: () =>
    import('../pages/customer-redirects/ReferenceAccountPage').then((m) => m.ReferenceAccountPage),
  financialInformation: () =>
    import('../pages/customer-redirects/FinancialInformationPage').then((m) => m.FinancialInformationPage),
  dataValidity: () => import('../pages/customer-redirects/DataValidityPage').then((m) => m.DataValidityPage),
  offers: () => import('../pages/offers/OffersPage').then((m) => m.OffersPage),
} satisfies Record<string, Load>;

export const loadPublicPage: Load = () => PAGE_CODE.publicPage();

/** The page of each route name; `undefined` for names without a page of their own (home redirects). */
const PAGES: { readonly [N in RouteName]?: (match: RouteMatch) => Load | undefined } = {
  login: () => PAGE_CODE.login,
  forgotPassword: () => PAGE_CODE.forgotPassword,
  register: () => PAGE_CODE.register,
  // `/open-banking/login/` is the login page in its open-banking variant; other flows end there.
  openBanking: ({ param }) =>
    param === 'login' ? PAGE_CODE.login : param ? PAGE_CODE.openBankingDone : undefined,
  countrySelector: () => PAGE_CODE.countrySelector,
  corporate: () => PAGE_CODE.publicPage,
  dashboard: () => PAGE_CODE.dashboard,
  termDeposits: () => PAGE_CODE.termDeposits,
  overnightDeposits: () => PAGE_CODE.overnightDeposits,
  investment: () => PAGE_CODE.investment,
  wealthManagement: () => PAGE_CODE.wealthManagement,
  pension: () => PAGE_CODE.pension,
  pensionLoggedOut: () => PAGE_CODE.pensionLoggedOut,
  private: ({ page }) => (page ? ACCOUNT_PAGES[page] : undefined),
  referenceAccount: () => PAGE_CODE.referenceAccount,
  financialInformation: () => PAGE_CODE.financialInformation,
  dataValidity: () => PAGE_CODE.dataValidity,
  offers: () => PAGE_CODE.offers,
};

/** The names pages read their `:param` under (useParams). */
const PARAM_NAMES: { readonly [N in RouteName]?: string } = {
  investment: 'investmentId',
  pensionLoggedOut: 'outcome',
  openBanking: 'flow',
};

function guardOf(match: RouteMatch): GuardKind {
  if (requiresAuth(match)) return 'protected';
  if (match.name === 'login') return 'login';
  if (match.name === 'corporate') return 'publicPage';
  return 'none';
}

/**
 * The page a matched route shows, or null for an address without one (a 404).
 * @example pageFor(matchRoute('/de-de/dashboard/investments/7/'))?.params // { investmentId: '7' }
 */
export function pageFor(match: RouteMatch): PageRoute | null {
  const load = PAGES[match.name]?.(match);
  if (!load) return null;
  const paramName = PARAM_NAMES[match.name];
  return {
    guard: guardOf(match),
    load,
    params: paramName && match.param !== undefined ? { [paramName]: match.param } : {},
  };
}

/** What a prerendered page was rendered as: the same name, account page and parameter. */
export function routeKeyOf(match: RouteMatch): string {
  return [match.name, match.page, match.param].filter((part) => part !== undefined).join('/');
}

/**
 * The pages a visitor opens before signing in whose header has no menus (login, open banking,
 * registration): their texts are the start part only. Every other page loads its whole language,
 * the forgot-password page too: its header has menus, whose titles come with the page namespaces
 * (docs/decisions/161).
 */
const START_TEXTS_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'register', 'openBanking']);

/**
 * Which part of the language a route's page reads (core/i18n `TextPart`).
 * @example textPartOf(matchRoute('/de-de/login/')) // 'start'
 */
export function textPartOf(match: RouteMatch): TextPart {
  return START_TEXTS_ONLY.has(match.name) ? 'start' : 'all';
}
