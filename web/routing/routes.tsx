/**
 * Every route of §2 for every supported locale, as a React Router data-router table. Paths come
 * from core/routes (PRIVATE_PAGES and the path builders' shapes); each page is a lazy route, so
 * the build splits one chunk per page. Loaders apply the locale, auth and customer-redirect rules
 * (guards.ts) before a page renders.
 */
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { DEFAULT_LOCALE, parseLocale } from '../../core/locale';
import {
  BANKING_AS_A_SERVICE_PAGES,
  localeBasePath,
  PRIVATE_PAGES,
  type PrivatePage,
  RETAIL_PUBLIC_PAGE_SLUGS,
} from '../../core/routes';
import type { Portal } from '../app/portal';
import { publicPageLoader } from '../pages/public/public-page-loader';
import { homeLoader, localeLoader, loginLoader, notFound, protectedLoader } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { PageError, RootError } from './RouteErrors';

type Lazy = RouteObject['lazy'];

/** `/account-transactions/` → `account-transactions`: route paths are relative to the locale. */
function relative(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

const ACCOUNT_PAGES: Record<PrivatePage, Lazy> = {
  messages: () => import('../pages/account/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
  documents: () => import('../pages/account/DocumentsPage').then((m) => ({ Component: m.DocumentsPage })),
  paymentMethods: () =>
    import('../pages/account/PaymentMethodsPage').then((m) => ({ Component: m.PaymentMethodsPage })),
  transactions: () =>
    import('../pages/account/TransactionsPage').then((m) => ({ Component: m.TransactionsPage })),
  withdrawal: () => import('../pages/account/WithdrawalPage').then((m) => ({ Component: m.WithdrawalPage })),
  userAccount: () =>
    import('../pages/account/UserAccountPage').then((m) => ({ Component: m.UserAccountPage })),
  myDetails: () => import('../pages/account/MyDetailsPage').then((m) => ({ Component: m.MyDetailsPage })),
  notifications: () =>
    import('../pages/account/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  exemptionOrder: () =>
    import('../pages/account/ExemptionOrderPage').then((m) => ({ Component: m.ExemptionOrderPage })),
  exemptionOrderOverview: () =>
    import('../pages/account/ExemptionOrderPage').then((m) => ({ Component: m.ExemptionOrderPage })),
};

/** §2.4 public pages (web/pages/public): one component; core/routes says which page a path is. */
const publicPage: Lazy = () =>
  import('../pages/public/PublicPage').then((m) => ({ Component: m.PublicPage }));

/** Only the English site has the country selector page (§2.4 `/en/select-country/`). */
function countrySelectorLoader({ params }: LoaderFunctionArgs) {
  if (parseLocale(params.locale) !== 'en') throw notFound();
  return null;
}

/**
 * @example const router = createBrowserRouter(createRoutes(portal));
 */
export function createRoutes(portal: Portal): RouteObject[] {
  const guard = protectedLoader(portal);
  const page = (path: string, lazy: Lazy, loader = guard): RouteObject => ({ path, loader, lazy });
  return [
    {
      path: '/',
      loader: () => redirect(`${localeBasePath(DEFAULT_LOCALE)}/`),
      hydrateFallbackElement: <div />,
    },
    {
      // §2.4 the banking-as-a-service site: English pages at the root, outside every locale prefix.
      id: 'banking-as-a-service',
      lazy: () => import('../pages/public/SiteLayout').then((m) => ({ Component: m.SiteLayout })),
      errorElement: <RootError />,
      hydrateFallbackElement: <div />,
      children: [
        {
          errorElement: <PageError />,
          children: BANKING_AS_A_SERVICE_PAGES.map((site) => ({
            path: relative(site.path),
            lazy: publicPage,
          })),
        },
      ],
    },
    {
      path: '/:locale',
      id: 'locale',
      loader: localeLoader(portal),
      element: <LocaleLayout />,
      errorElement: <RootError />,
      // Before the first loaders settle: an empty page, not a flash of a half-built one (CLS 0).
      hydrateFallbackElement: <div />,
      children: [
        {
          errorElement: <PageError />,
          children: [
            { index: true, loader: homeLoader(portal) },
            {
              path: 'login',
              loader: loginLoader(portal),
              lazy: () => import('../pages/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: 'forgot-password',
              lazy: () =>
                import('../pages/login/ForgotPasswordPage').then((m) => ({
                  Component: m.ForgotPasswordPage,
                })),
            },
            {
              path: 'open-banking/login',
              lazy: () => import('../pages/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: 'open-banking/:flow',
              lazy: () =>
                import('../pages/open-banking/OpenBankingDonePage').then((m) => ({
                  Component: m.OpenBankingDonePage,
                })),
            },
            {
              path: 'register',
              lazy: () =>
                import('../pages/register/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
            },
            {
              path: 'select-country',
              loader: countrySelectorLoader,
              lazy: () =>
                import('../pages/country-selector/CountrySelectorPage').then((m) => ({
                  Component: m.CountrySelectorPage,
                })),
            },
            page('dashboard', () =>
              import('../pages/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
            ),
            page('dashboard/savings/term', () =>
              import('../pages/deposits/DepositsPage').then((m) => ({ Component: m.TermDepositsPage })),
            ),
            page('dashboard/savings/overnight', () =>
              import('../pages/deposits/DepositsPage').then((m) => ({ Component: m.OvernightDepositsPage })),
            ),
            page('dashboard/investments/:investmentId', () =>
              import('../pages/wealth/InvestmentPage').then((m) => ({ Component: m.InvestmentPage })),
            ),
            page('investments/wealth-management/dashboard', () =>
              import('../pages/wealth/WealthManagementPage').then((m) => ({
                Component: m.WealthManagementPage,
              })),
            ),
            ...(Object.keys(PRIVATE_PAGES) as PrivatePage[]).map((name) =>
              page(relative(PRIVATE_PAGES[name]), ACCOUNT_PAGES[name]),
            ),
            page('reference-account/initial', () =>
              import('../pages/customer-redirects/ReferenceAccountPage').then((m) => ({
                Component: m.ReferenceAccountPage,
              })),
            ),
            page('update-financial-information', () =>
              import('../pages/customer-redirects/FinancialInformationPage').then((m) => ({
                Component: m.FinancialInformationPage,
              })),
            ),
            page('cdvc', () =>
              import('../pages/customer-redirects/DataValidityPage').then((m) => ({
                Component: m.DataValidityPage,
              })),
            ),
            // §2.4 the public pages behind the menus and footer, registered once for every market.
            ...RETAIL_PUBLIC_PAGE_SLUGS.map((slug) => ({
              path: slug,
              loader: publicPageLoader,
              lazy: publicPage,
            })),
            // §2.4 the corporate site (`/en/corporate/…`).
            { path: 'corporate/*', loader: publicPageLoader, lazy: publicPage },
            {
              path: 'products/*',
              lazy: () => import('../pages/offers/OffersPage').then((m) => ({ Component: m.OffersPage })),
            },
            {
              path: '*',
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}
