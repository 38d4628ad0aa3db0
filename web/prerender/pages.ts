/**
 * Which pages are prerendered (issue 12), with the source modules that draw them (their chunks'
 * CSS and code go into the page's HTML, so the first paint is styled and hydration waits for no
 * extra round trip):
 * - every public page a visitor can open before signing in, in every locale that has them
 *   (decision 121);
 * - the dashboard of every locale that has one, as the signed-in skeleton: the shell and the
 *   page as drawn while the customer data loads, nothing of a customer in it (decision 162).
 * Other signed-in pages are drawn in the browser.
 */
import { type Locale, SUPPORTED_LOCALES, textLocaleOf } from '../../core/locale';
import {
  AUTH_LOCALES,
  dashboardPath,
  localeBasePath,
  loginPath,
  matchRoute,
  openBankingLoginPath,
  registerPath,
} from '../../core/routes';

export interface PageToPrerender {
  readonly path: string;
  /** The page's module and its language's texts, as Vite's manifest names them (relative to web/). */
  readonly modules: readonly string[];
  /**
   * Modules the page loads as soon as it starts, whose CSS the first paint does not need: their
   * code is preloaded after the paint with the page's, instead of one round trip later.
   */
  readonly preloadOnly?: readonly string[];
}

const LOGIN = 'pages/login/LoginPage.tsx';
const DASHBOARD = 'pages/dashboard/DashboardPage.tsx';
/**
 * What a signed-in page starts with (decision 162): the portal's core (decision 160) and the API
 * client for the route guard's customer call (web/main.tsx imports both when a session is stored), the header's menus and the signed-in
 * shell's chunk, both drawn right after hydration.
 */
const SIGNED_IN_START = [
  '../core/portal/lazy-part.ts',
  '../core/api/api-client.ts',
  'shell/header/menus-part.ts',
  'app-shell/private/private-part.ts',
];

/** What every page reads of its language (the login page's kind reads no more). */
const startTexts = (locale: Locale) => `../core/i18n/texts/${textLocaleOf(locale)}.ts`;
/** The page namespaces: a signed-in page reads all of its language (web/routing `textPartOf`). */
const pageTexts = (locale: Locale) => `../core/i18n/texts/${textLocaleOf(locale)}-pages.ts`;

/**
 * The locales whose route table has a dashboard (core/routes: a route may be limited to some locales).
 * @example dashboardLocales().includes('de-DE') // true
 */
export function dashboardLocales(): Locale[] {
  return SUPPORTED_LOCALES.filter((locale) => matchRoute(dashboardPath(locale)).name === 'dashboard');
}

/** @example pagesToPrerender()[0] // { path: '/fr-fr/login/', modules: ['pages/login/LoginPage.tsx', '../core/i18n/texts/fr.ts'] } */
export function pagesToPrerender(): PageToPrerender[] {
  const pages: PageToPrerender[] = [];
  for (const locale of AUTH_LOCALES) {
    // The forgot-password page loads its whole language (its header has menus, decision 161).
    const page = (path: string, ...modules: string[]) =>
      pages.push({ path, modules: [...modules, startTexts(locale)] });
    page(loginPath(locale), LOGIN);
    page(openBankingLoginPath(locale), LOGIN);
    page(
      `${localeBasePath(locale)}/forgot-password/`,
      'pages/login/ForgotPasswordPage.tsx',
      pageTexts(locale),
    );
    page(registerPath(locale), 'pages/register/RegisterPage.tsx');
  }
  for (const locale of dashboardLocales())
    pages.push({
      path: dashboardPath(locale),
      modules: [DASHBOARD, startTexts(locale), pageTexts(locale)],
      preloadOnly: SIGNED_IN_START,
    });
  return pages;
}
