/**
 * Every page of §2 behind a locale prefix: its path pattern (relative to the locale, `:name`
 * captures a segment, `*` the rest), the code that draws it (one lazy chunk per page) and the guard
 * that decides before it renders (guards.ts). Paths come from core/routes where core names them.
 */
import type { ComponentType } from 'react';
import { PRIVATE_PAGES, type PrivatePage, RETAIL_PUBLIC_PAGE_SLUGS } from '../../core/routes';

/** Which guard runs before the page: `protected` = auth (§5) and customer redirects (§2.2). */
export type GuardKind = 'protected' | 'login' | 'englishOnly' | 'pensionOutcome' | 'publicPage' | 'none';

export interface PageRoute {
  readonly path: string;
  readonly guard: GuardKind;
  readonly load: () => Promise<ComponentType>;
}

/** `/account-transactions/` → `account-transactions`: route paths are relative to the locale. */
function relative(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

const ACCOUNT_PAGES: Record<PrivatePage, PageRoute['load']> = {
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

const loginPage = () => import('../pages/login/LoginPage').then((m) => m.LoginPage);

/** §2.4 public pages (web/pages/public): one component; core/routes `publicPageAt` says which page a path is. */
export const loadPublicPage = () => import('../pages/public/PublicPage').then((m) => m.PublicPage);

/** In order: the first pattern that matches wins. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: 'login', guard: 'login', load: loginPage },
  {
    path: 'forgot-password',
    guard: 'none',
    load: () => import('../pages/login/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  },
  { path: 'open-banking/login', guard: 'none', load: loginPage },
  {
    path: 'open-banking/:flow',
    guard: 'none',
    load: () => import('../pages/open-banking/OpenBankingDonePage').then((m) => m.OpenBankingDonePage),
  },
  {
    path: 'register',
    guard: 'none',
    load: () => import('../pages/register/RegisterPage').then((m) => m.RegisterPage),
  },
  {
    path: 'select-country',
    guard: 'englishOnly',
    load: () => import('../pages/country-selector/CountrySelectorPage').then((m) => m.CountrySelectorPage),
  },
  {
    path: 'dashboard',
    guard: 'protected',
    load: () => import('../pages/dashboard/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    path: 'dashboard/savings/term',
    guard: 'protected',
    load: () => import('../pages/deposits/DepositsPage').then((m) => m.TermDepositsPage),
  },
  {
    path: 'dashboard/savings/overnight',
    guard: 'protected',
    load: () => import('../pages/deposits/DepositsPage').then((m) => m.OvernightDepositsPage),
  },
  {
    path: 'dashboard/investments/:investmentId',
    guard: 'protected',
    load: () => import('../pages/wealth/InvestmentPage').then((m) => m.InvestmentPage),
  },
  {
    path: 'investments/wealth-management/dashboard',
    guard: 'protected',
    load: () => import('../pages/wealth/WealthManagementPage').then((m) => m.WealthManagementPage),
  },
  // §2.1 the pension ETF page and the two ends of its logout flow (decision 100).
  {
    path: 'pension',
    guard: 'protected',
    load: () => import('../pages/pension/PensionPage').then((m) => m.PensionPage),
  },
  {
    path: 'pension/:outcome',
    guard: 'pensionOutcome',
    load: () => import('../pages/pension/PensionLoggedOutPage').then((m) => m.PensionLoggedOutPage),
  },
  ...(Object.keys(PRIVATE_PAGES) as PrivatePage[]).map(
    (name): PageRoute => ({
      path: relative(PRIVATE_PAGES[name]),
      guard: 'protected',
      load: ACCOUNT_PAGES[name],
    }),
  ),
  {
    path: 'reference-account/initial',
    guard: 'protected',
    load: () =>
      import('../pages/customer-redirects/ReferenceAccountPage').then((m) => m.ReferenceAccountPage),
  },
  {
    path: 'update-financial-information',
    guard: 'protected',
    load: () =>
      import('../pages/customer-redirects/FinancialInformationPage').then((m) => m.FinancialInformationPage),
  },
  {
    path: 'cdvc',
    guard: 'protected',
    load: () => import('../pages/customer-redirects/DataValidityPage').then((m) => m.DataValidityPage),
  },
  // §2.4 the market's public pages (404 where a market has no such page) and the corporate site.
  ...RETAIL_PUBLIC_PAGE_SLUGS.map((path): PageRoute => ({ path, guard: 'publicPage', load: loadPublicPage })),
  { path: 'corporate/*', guard: 'publicPage', load: loadPublicPage },
  {
    path: 'products/*',
    guard: 'none',
    load: () => import('../pages/offers/OffersPage').then((m) => m.OffersPage),
  },
];

/**
 * The page route for a path behind the locale prefix, with its captured params.
 * @example matchPage('dashboard/investments/42') // { route: …, params: { investmentId: '42' } }
 */
export function matchPage(
  sub: string,
  routes: readonly PageRoute[] = PAGE_ROUTES,
): { readonly route: PageRoute; readonly params: Readonly<Record<string, string>> } | null {
  const segments = sub.split('/').filter(Boolean);
  for (const route of routes) {
    const params = matchPattern(route.path.split('/'), segments);
    if (params) return { route, params };
  }
  return null;
}

function matchPattern(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return segments.length === pattern.length ? params : null;
}

/** A malformed escape (`%E0%A4%A`) is an address that does not exist, not a crash. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
