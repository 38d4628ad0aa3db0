/**
 * Reads a pathname back into a route (§2). Header mode selection (§2.5), the pages that skip
 * customer redirects (§2.2) and the auth requirement (§5) all decide on this, not on raw strings.
 */
import type { Locale } from '../locale';
import { parseLocale } from '../locale';
import { BANKING_AS_A_SERVICE_PATHS } from './paths';
import type { PrivatePage } from './private-pages';
import { findRoute, LOCALE_ROUTES, type RouteName } from './table';

export type { RouteName } from './table';

export interface RouteMatch {
  name: RouteName;
  locale?: Locale;
  /** For `private`: which account page. */
  page?: PrivatePage;
  /** For `investment`: the investment id; for `openBanking`: the flow segment; for `pensionLoggedOut`: the outcome. */
  param?: string;
}

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
  if (bankingAsAServicePaths.has(path)) return { name: 'bankingAsAService' };
  const [prefix = '', ...rest] = path.split('/');
  const locale = parseLocale(prefix);
  if (!locale) return { name: 'other' };
  const found = findRoute(locale, rest);
  if (!found) return { name: 'other', locale };
  const { definition, param } = found;
  return {
    name: definition.name,
    locale,
    ...(definition.page ? { page: definition.page } : {}),
    ...(param === undefined ? {} : { param }),
  };
}

const AUTH_REQUIRED: ReadonlySet<RouteName> = new Set(
  LOCALE_ROUTES.filter((definition) => definition.auth).map((definition) => definition.name),
);

/** §5, §6: protected areas need a session; public, login and registration pages bypass it. */
export function requiresAuth(route: RouteMatch): boolean {
  return AUTH_REQUIRED.has(route.name);
}
