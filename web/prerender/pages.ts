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
import { type Namespace, namespacesOf, textFilesOf } from '../../core/i18n';
import { type Locale, SUPPORTED_LOCALES } from '../../core/locale';
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
  /** The page's module, as Vite's manifest names it (relative to web/). */
  readonly modules: readonly string[];
  /** The text files the page reads, as the site serves them (`/texts/de/login.json`): preloaded. */
  readonly texts: readonly string[];
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

/** The files of a locale's namespaces (web/routing `textPartOf`: the login page's kind reads the start part). */
const textFiles = (locale: Locale, namespaces: readonly Namespace[]) =>
  textFilesOf(locale, namespaces).map(([folder, namespace]) => `/texts/${folder}/${namespace}.json`);

/**
 * The locales whose route table has a dashboard (core/routes: a route may be limited to some locales).
 * @example dashboardLocales().includes('de-DE') // true
 */
export function dashboardLocales(): Locale[] {
  return SUPPORTED_LOCALES.filter((locale) => matchRoute(dashboardPath(locale)).name === 'dashboard');
}

/** @example pagesToPrerender()[0] // { path: '/fr-fr/login/', modules: ['pages/login/LoginPage.tsx'], texts: ['/texts/fr/common.json', …] } */
export function pagesToPrerender(): PageToPrerender[] {
  const pages: PageToPrerender[] = [];
  for (const locale of AUTH_LOCALES) {
    // The forgot-password page loads its whole language (its header has menus, decision 161).
    const start = textFiles(locale, namespacesOf('start'));
    pages.push({ path: loginPath(locale), modules: [LOGIN], texts: start });
    pages.push({ path: openBankingLoginPath(locale), modules: [LOGIN], texts: start });
    pages.push({
      path: `${localeBasePath(locale)}/forgot-password/`,
      modules: ['pages/login/ForgotPasswordPage.tsx'],
      texts: textFiles(locale, namespacesOf('all')),
    });
    pages.push({ path: registerPath(locale), modules: ['pages/register/RegisterPage.tsx'], texts: start });
  }
  for (const locale of dashboardLocales())
    pages.push({
      path: dashboardPath(locale),
      modules: [DASHBOARD],
      texts: textFiles(locale, namespacesOf('all')),
      preloadOnly: SIGNED_IN_START,
    });
  return pages;
}
