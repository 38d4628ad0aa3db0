/**
 * The decisions before a page renders, each one a core rule applied to the address. A guard
 * answers with a redirect, a 404, or nothing (the page may render).
 *
 * - the locale prefix (§2.1): supported locales render; on login and registration an unsupported
 *   locale falls back to en-US, whose pages live on the external US app host (core/routes
 *   `authLocale`, `usAuthUrl`); anything else is a 404 with an empty header;
 * - the page's texts (web/pages.ts `texts`, fetched by web/texts/load-texts.ts): loaded before the
 *   locale's pages render, on the first load and on a switch to another locale alike, so no key or
 *   other language flashes; the 404 outside a locale speaks the visitor's language (resolve.ts),
 *   the error page there English, so each loads its own;
 * - the auth guard (§5, §6): protected routes (core/routes `requiresAuth`) need a valid session,
 *   else the login page with the deep link kept (core/redirects `deepLinkCookieFor` validates it);
 *   an access token that ran out while the tab slept is refreshed once before giving up. The
 *   session lives in the signed-in world (docs/loading.md): a guard loads it when a session is
 *   stored, and without one answers "not signed in" without loading it;
 * - customer redirects (§2.2, §4): reference account, financial information, data validity
 *   (core/redirects `customerRedirect`), except on the pages that skip them.
 */

import { hasStoredSession } from '../../core/auth';
import type { LoadTexts, Namespace } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import { parseLocale } from '../../core/locale';
import { customerRedirectViewOf } from '../../core/login';
import type { PortalCore } from '../../core/portal';
import { customerRedirect, DEEP_LINK_NAME, deepLinkCookieFor } from '../../core/redirects';
import {
  authLocale,
  dashboardPath,
  homeDestination,
  loginPath,
  matchRoute,
  requiresAuth,
  usAuthUrl,
} from '../../core/routes';
import type { Portal } from '../app/portal';
import { loadTexts } from '../texts/load-texts';
import { hrefOf, type RouterLocation } from './router';

/** What a guard decided. `null`: nothing against rendering the page. */
export type GuardDecision = { readonly redirect: string } | { readonly notFound: true } | null;

export type LocaleDecision = Exclude<GuardDecision, null> | { readonly locale: Locale };

/** The path after the locale prefix, read as if the prefix were supported (to name the route). */
function routeBehindPrefix(pathname: string) {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return matchRoute(`/en${rest}`);
}

/**
 * §2.1 the locale prefix of every page.
 * @example localeGuard(portal, parsePath('/pt-br/login/')) // { redirect: 'https://{US app host}/en-us/auth/login/' }
 */
export function localeGuard(portal: Pick<Portal, 'config'>, location: RouterLocation): LocaleDecision {
  const prefix = location.pathname.split('/')[1] ?? '';
  const route = routeBehindPrefix(location.pathname);
  if (route.name === 'login' || route.name === 'register') {
    if (authLocale(prefix) === 'en-US')
      return { redirect: usAuthUrl(portal.config.header.usAppHost, route.name) };
  }
  const locale = parseLocale(prefix);
  return locale ? { locale } : { notFound: true };
}

/**
 * The texts a page reads (web/pages.ts `textsOf`). When they cannot be loaded (offline, a
 * deployment that replaced the files), the root error page shows the technical error in English,
 * so English is loaded before the error is passed on.
 */
export async function loadTextsOrEnglish(
  locale: Locale | null,
  namespaces: readonly Namespace[],
  load: LoadTexts = loadTexts,
) {
  if (locale === null) {
    await load('en', namespaces); // outside every locale: the error page is English
    return;
  }
  try {
    await load(locale, namespaces);
  } catch (error) {
    await load('en', namespaces);
    throw error;
  }
}

/** The login page with the current page kept as the deep link (§2.1 `obs-deepLink`). */
function loginRedirect(locale: Locale, location: RouterLocation, origin: string): GuardDecision {
  const cookie = deepLinkCookieFor(new URL(hrefOf(location), origin).href);
  const target = new URL(loginPath(locale), origin);
  if (cookie) target.searchParams.set(DEEP_LINK_NAME, cookie.value);
  return { redirect: `${target.pathname}${target.search}` };
}

/**
 * The signed-in world when a session may exist: the loaded one, or the one loaded now because a
 * session is stored. Null when nothing is stored and it has not loaded: nobody is signed in, and a
 * signed-out visitor's page does not wait for it.
 */
export async function sessionCore(portal: Portal): Promise<PortalCore | null> {
  const loaded = portal.core.current();
  if (loaded) return loaded;
  return hasStoredSession(portal.ports.storage) ? portal.core.load() : null;
}

/** The signed-in world of a valid session (refreshed once if needed), or null: not signed in. */
export async function signedInCore(portal: Portal): Promise<PortalCore | null> {
  const core = await sessionCore(portal);
  if (!core) return null;
  const { runtime, identity } = core;
  const { tokens, refresher } = runtime;
  if (tokens.isValid() && identity.customerNumber()) return core;
  if (tokens.getSnapshot().status !== 'present' || !tokens.refreshToken()) return null;
  // A laptop that slept past the access token's end: one refresh, then decide (design §6).
  const outcome = await refresher.refresh();
  return outcome.ok && tokens.isValid() && identity.customerNumber() !== null ? core : null;
}

/**
 * §5 auth guard and §2.2 customer redirects for a protected route.
 * @param signal aborts when a newer navigation took over
 * @example await protectedGuard(portal, 'de-DE', parsePath('/de-de/dashboard/')) // { redirect: '/de-de/login/?obs-deepLink=…' }
 */
export async function protectedGuard(
  portal: Portal,
  locale: Locale,
  location: RouterLocation,
  signal?: AbortSignal,
): Promise<GuardDecision> {
  if (!requiresAuth(matchRoute(location.pathname))) return null;
  const origin = new URL(portal.ports.navigation.currentUrl()).origin;
  const core = await signedInCore(portal);
  if (!core) return loginRedirect(locale, location, origin);
  const part = await core.customerData.loadCustomer();
  if (part?.status !== 'loaded') return null; // the page shows the technical error
  const next = customerRedirect(customerRedirectViewOf(part.value), { locale, pathname: location.pathname });
  if (next && next.path !== `${location.pathname}${location.search}`) {
    // A navigation the customer already left behind tracks no redirect it will not see.
    signal?.throwIfAborted();
    if (next.event) portal.ports.analytics.track(next.event.name, { object: next.event.object });
    return { redirect: next.path };
  }
  return null;
}

/** `/{locale}/`: the portal has no public home page; core/routes `homeDestination` says where it goes. */
export async function homeGuard(portal: Portal, locale: Locale): Promise<GuardDecision> {
  const core = await sessionCore(portal);
  return { redirect: homeDestination(locale, core?.runtime.tokens.isValid() ?? false) };
}

/** A signed-in customer who opens the plain login page goes to the overview instead. */
export async function loginGuard(
  portal: Portal,
  locale: Locale,
  location: RouterLocation,
): Promise<GuardDecision> {
  const route = matchRoute(location.pathname);
  if (route.name !== 'login') return null;
  const core = await sessionCore(portal);
  if (core?.runtime.tokens.isValid() && core.identity.customerNumber())
    return { redirect: dashboardPath(locale) };
  return null;
}
