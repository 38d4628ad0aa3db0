/**
 * Reads a pathname back into a route (§2). Header mode selection (§2.5), the pages that skip
 * customer redirects (§2.2) and the auth requirement (§5) all decide on this, not on raw strings.
 */
import type { Locale } from '../locale';
import { parseLocale } from '../locale';
import { BANKING_AS_A_SERVICE_PATHS, COUNTRY_SELECTOR_PATH, PRIVATE_PAGES, type PrivatePage } from './paths';
import { PENSION_LOGOUT_OUTCOMES } from './pension';

const PENSION_OUTCOMES: ReadonlySet<string> = new Set(PENSION_LOGOUT_OUTCOMES);

export type RouteName =
  | 'home'
  | 'login'
  | 'register'
  | 'openBanking'
  | 'dashboard'
  | 'termDeposits'
  | 'overnightDeposits'
  | 'investment'
  | 'wealthManagement'
  | 'pension'
  | 'pensionLoggedOut'
  | 'private'
  | 'referenceAccount'
  | 'financialInformation'
  | 'dataValidity'
  | 'offers'
  | 'corporate'
  | 'bankingAsAService'
  | 'countrySelector'
  | 'other';

export interface RouteMatch {
  name: RouteName;
  locale?: Locale;
  /** For `private`: which account page. */
  page?: PrivatePage;
  /** For `investment`: the investment id; for `openBanking`: the flow segment; for `pensionLoggedOut`: the outcome. */
  param?: string;
}

const privateByPath = new Map<string, PrivatePage>(
  (Object.entries(PRIVATE_PAGES) as Array<[PrivatePage, string]>).map(([page, path]) => [
    trimSlashes(path),
    page,
  ]),
);
const bankingAsAServicePaths = new Set<string>(Object.values(BANKING_AS_A_SERVICE_PATHS).map(trimSlashes));

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * @example matchRoute('/de-de/dashboard/savings/term/') // { name: 'termDeposits', locale: 'de-DE' }
 * @example matchRoute('/en/select-country/') // { name: 'countrySelector', locale: 'en' }
 */
export function matchRoute(pathname: string): RouteMatch {
  const path = trimSlashes(pathname.split(/[?#]/)[0] ?? '');
  if (path === trimSlashes(COUNTRY_SELECTOR_PATH)) return { name: 'countrySelector', locale: 'en' };
  if (bankingAsAServicePaths.has(path)) return { name: 'bankingAsAService' };

  const [prefix = '', ...rest] = path.split('/');
  const locale = parseLocale(prefix);
  if (!locale) return { name: 'other' };
  const sub = rest.join('/');
  const at = (name: RouteName, extra: Partial<RouteMatch> = {}): RouteMatch => ({ name, locale, ...extra });

  if (sub === '') return at('home');
  if (sub === 'login') return at('login');
  if (sub === 'register') return at('register');
  if (rest[0] === 'open-banking') return at('openBanking', rest[1] ? { param: rest[1] } : {});
  if (rest[0] === 'corporate') return at('corporate');
  if (sub === 'dashboard') return at('dashboard');
  if (sub === 'dashboard/savings/term') return at('termDeposits');
  if (sub === 'dashboard/savings/overnight') return at('overnightDeposits');
  if (rest[0] === 'dashboard' && rest[1] === 'investments' && rest[2])
    return at('investment', { param: rest[2] });
  if (sub === 'investments/wealth-management/dashboard') return at('wealthManagement');
  if (sub === 'pension') return at('pension');
  if (rest[0] === 'pension' && rest.length === 2 && PENSION_OUTCOMES.has(rest[1] ?? ''))
    return at('pensionLoggedOut', { param: rest[1] });
  if (rest[0] === 'reference-account') return at('referenceAccount');
  if (sub === 'update-financial-information') return at('financialInformation');
  if (sub === 'cdvc') return at('dataValidity');
  if (rest[0] === 'products') return at('offers');
  const page = privateByPath.get(sub);
  if (page) return at('private', { page });
  return at('other');
}

const AUTH_REQUIRED: ReadonlySet<RouteName> = new Set<RouteName>([
  'dashboard',
  'termDeposits',
  'overnightDeposits',
  'investment',
  'wealthManagement',
  'pension',
  'private',
  'referenceAccount',
  'financialInformation',
  'dataValidity',
]);

/** §5, §6: protected areas need a session; public, login and registration pages bypass it. */
export function requiresAuth(route: RouteMatch): boolean {
  return AUTH_REQUIRED.has(route.name);
}
