/**
 * Route loaders: the decisions before a page renders, each one a core rule applied to the URL.
 *
 * - the locale prefix (§2.1): supported locales render; on login and registration an unsupported
 *   locale falls back to en-US, whose pages live on the external US app host (core/routes
 *   `authLocale`, `usAuthUrl`); anything else is a 404 with an empty header;
 * - the auth guard (§5, §6): protected routes (core/routes `requiresAuth`) need a valid session,
 *   else the login page with the deep link kept (core/redirects `deepLinkCookieFor` validates it);
 *   an access token that ran out while the tab slept is refreshed once before giving up;
 * - customer redirects (§2.2, §4): reference account, financial information, data validity
 *   (core/redirects `customerRedirect`), except on the pages that skip them.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { Locale } from '../../core/locale';
import { parseLocale } from '../../core/locale';
import { customerRedirectViewOf } from '../../core/login';
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

/** What the locale layout hands to its pages. */
export interface LocaleLoaderData {
  readonly locale: Locale;
}

/** The path after the locale prefix, read as if the prefix were supported (to name the route). */
function routeBehindPrefix(pathname: string) {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return matchRoute(`/en${rest}`);
}

/** Thrown for pages that do not exist; the error element renders the 404 page. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}

/**
 * §2.1 the locale prefix of every page.
 * @example localeLoader(portal)({ params: { locale: 'pt-br' }, request: new Request('http://x/pt-br/login/') })
 * // redirect to https://{US app host}/en-us/auth/login/
 */
export function localeLoader(portal: Portal) {
  return ({ params, request }: LoaderFunctionArgs): LocaleLoaderData => {
    const url = new URL(request.url);
    const locale = parseLocale(params.locale);
    const route = routeBehindPrefix(url.pathname);
    if (route.name === 'login' || route.name === 'register') {
      const auth = authLocale(params.locale ?? '');
      if (auth === 'en-US') throw redirect(usAuthUrl(portal.config.header.usAppHost, route.name));
    }
    if (!locale) throw notFound();
    return { locale };
  };
}

/** The login page with the current page kept as the deep link (§2.1 `obs-deepLink`). */
function loginRedirect(locale: Locale, url: URL): Response {
  const cookie = deepLinkCookieFor(url.href);
  const target = new URL(loginPath(locale), url.origin);
  if (cookie) target.searchParams.set(DEEP_LINK_NAME, cookie.value);
  return redirect(`${target.pathname}${target.search}`);
}

async function hasSession(portal: Portal): Promise<boolean> {
  const { tokens, refresher } = portal.runtime;
  if (tokens.isValid() && portal.identity.customerNumber()) return true;
  if (tokens.getSnapshot().status !== 'present' || !tokens.refreshToken()) return false;
  // A laptop that slept past the access token's end: one refresh, then decide (design §6).
  const outcome = await refresher.refresh();
  return outcome.ok && tokens.isValid() && portal.identity.customerNumber() !== null;
}

/**
 * §5 auth guard and §2.2 customer redirects for a protected route.
 * @example { path: 'dashboard', loader: protectedLoader(portal) }
 */
export function protectedLoader(portal: Portal) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    const locale = parseLocale(params.locale);
    if (!locale) return null; // the locale layout answers 404
    const url = new URL(request.url);
    if (!requiresAuth(matchRoute(url.pathname))) return null;
    if (!(await hasSession(portal))) throw loginRedirect(locale, url);
    const part = await portal.customerData.loadCustomer();
    if (part?.status !== 'loaded') return null; // the page shows the technical error
    const next = customerRedirect(customerRedirectViewOf(part.value), { locale, pathname: url.pathname });
    if (next && next.path !== `${url.pathname}${url.search}`) {
      if (next.event) portal.ports.analytics.track(next.event.name, { object: next.event.object });
      throw redirect(next.path);
    }
    return null;
  };
}

/** `/{locale}/`: the portal has no public home page; core/routes `homeDestination` says where it goes. */
export function homeLoader(portal: Portal) {
  return ({ params }: LoaderFunctionArgs): Response | null => {
    const locale = parseLocale(params.locale);
    if (!locale) return null;
    return redirect(homeDestination(locale, portal.runtime.tokens.isValid()));
  };
}

/** A signed-in customer who opens the plain login page goes to the overview instead. */
export function loginLoader(portal: Portal) {
  return ({ params, request }: LoaderFunctionArgs): Response | null => {
    const locale = parseLocale(params.locale);
    if (!locale) return null;
    const route = matchRoute(new URL(request.url).pathname);
    if (route.name === 'login' && portal.runtime.tokens.isValid() && portal.identity.customerNumber())
      return redirect(dashboardPath(locale));
    return null;
  };
}
