/**
 * Every page behind a locale prefix (§2), once: its name, its path pattern and whether it needs a
 * session. Matching (match.ts), the path builders (paths.ts, `routePath`) and the web router's page
 * table (web/routing/routes.ts, keyed by name) all read this table, so a route is written in one
 * place (docs/decisions/150).
 *
 * Patterns are relative to the locale prefix: literal segments, `:param` (one segment, handed out
 * as `param`) and a final `*` (any rest, also none).
 */
import type { Locale } from '../locale';
import { PENSION_LOGOUT_OUTCOMES } from './pension';
import { PRIVATE_PAGES, type PrivatePage } from './private-pages';

export type RouteName =
  | 'home'
  | 'login'
  | 'forgotPassword'
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

export interface RouteDefinition {
  readonly name: RouteName;
  readonly pattern: string;
  /** §5, §6: the page needs a session. */
  readonly auth: boolean;
  /** The only locales that have the page (the country selector is the English site's). */
  readonly locales?: readonly Locale[];
  /** The values `:param` may take (others are no match). */
  readonly params?: readonly string[];
  /** For `private`: which account page. */
  readonly page?: PrivatePage;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** In order: the first definition that matches wins. */
export const LOCALE_ROUTES: readonly RouteDefinition[] = Object.freeze([
  { name: 'home', pattern: '', auth: false },
  { name: 'login', pattern: 'login', auth: false },
  { name: 'forgotPassword', pattern: 'forgot-password', auth: false },
  { name: 'register', pattern: 'register', auth: false },
  { name: 'openBanking', pattern: 'open-banking', auth: false },
  { name: 'openBanking', pattern: 'open-banking/:param', auth: false },
  { name: 'countrySelector', pattern: 'select-country', auth: false, locales: ['en'] },
  { name: 'corporate', pattern: 'corporate/*', auth: false },
  { name: 'dashboard', pattern: 'dashboard', auth: true },
  { name: 'termDeposits', pattern: 'dashboard/savings/term', auth: true },
  { name: 'overnightDeposits', pattern: 'dashboard/savings/overnight', auth: true },
  { name: 'investment', pattern: 'dashboard/investments/:param', auth: true },
  { name: 'wealthManagement', pattern: 'investments/wealth-management/dashboard', auth: true },
  { name: 'pension', pattern: 'pension', auth: true },
  { name: 'pensionLoggedOut', pattern: 'pension/:param', auth: false, params: PENSION_LOGOUT_OUTCOMES },
  { name: 'referenceAccount', pattern: 'reference-account/initial', auth: true },
  { name: 'financialInformation', pattern: 'update-financial-information', auth: true },
  { name: 'dataValidity', pattern: 'cdvc', auth: true },
  { name: 'offers', pattern: 'products/*', auth: false },
  ...(Object.keys(PRIVATE_PAGES) as PrivatePage[]).map(
    (page): RouteDefinition => ({
      name: 'private',
      pattern: trimSlashes(PRIVATE_PAGES[page]),
      auth: true,
      page,
    }),
  ),
] satisfies RouteDefinition[]);

/** What a pattern captured: `param` for `:param`, `rest` for `*`. */
export interface PatternCapture {
  readonly param?: string;
  readonly rest?: string;
}

/** A malformed escape (`%E0%A4%A`) is an address that does not exist, not a crash. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * @example matchPattern('dashboard/investments/:param', ['dashboard', 'investments', '7']) // { param: '7' }
 */
export function matchPattern(pattern: string, segments: readonly string[]): PatternCapture | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  let param: string | undefined;
  for (const [index, part] of parts.entries()) {
    if (part === '*')
      return { ...(param === undefined ? {} : { param }), rest: segments.slice(index).join('/') };
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part === ':param') {
      const value = safeDecode(segment);
      if (value === null) return null;
      param = value;
    } else if (part !== segment) return null;
  }
  if (segments.length !== parts.length) return null;
  return param === undefined ? {} : { param };
}

/**
 * The definition an address behind the locale prefix matches, with what it captured.
 * @example findRoute('de-DE', ['dashboard', 'investments', '7']) // { definition: { name: 'investment', … }, param: '7' }
 */
export function findRoute(
  locale: Locale,
  segments: readonly string[],
): ({ readonly definition: RouteDefinition } & PatternCapture) | null {
  for (const definition of LOCALE_ROUTES) {
    if (definition.locales && !definition.locales.includes(locale)) continue;
    const capture = matchPattern(definition.pattern, segments);
    if (!capture) continue;
    if (definition.params && !definition.params.includes(capture.param ?? '')) continue;
    return { definition, ...capture };
  }
  return null;
}

/**
 * The path of a route without wildcards, from the table: the path builders' one source.
 * @example routePath('/de-de', 'dashboard') // '/de-de/dashboard/'
 * @example routePath('/de-de', 'investment', '7') // '/de-de/dashboard/investments/7/'
 */
export function routePath(base: string, name: RouteName, param?: string): string {
  const definition = LOCALE_ROUTES.find(
    (candidate) => candidate.name === name && candidate.pattern.includes(':param') === (param !== undefined),
  );
  if (!definition || definition.pattern.includes('*'))
    throw new Error(`No route "${name}" to build a path from`);
  const path = definition.pattern.replace(':param', encodeURIComponent(param ?? ''));
  return path === '' ? `${base}/` : `${base}/${path}/`;
}
