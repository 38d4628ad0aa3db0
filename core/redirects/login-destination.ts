/**
 * Where a successful login goes (§4 Login, §2.1, §2.2). Order, first match wins:
 *
 * 1. open banking: the login page's `login` segment swapped for payout / piis / ais, token carried;
 *    a third-party provider is waiting, and §2.2 skips customer redirects on these pages;
 * 2. a customer redirect the bank requires (reference account, financial information, data
 *    validity), unless the page the customer is going to is itself one that skips them (§2.2);
 * 3. the deep link (`obs-deepLink` parameter, else cookie), validated (security.md 1);
 * 4. the `product` parameter, mapped to a known route;
 * 5. the dashboard, keeping a well-formed `irclickid` (§2.2).
 *
 * Why this order: docs/decisions/014-redirects.md.
 */
import type { Locale } from '../locale';
import type { RouteName } from '../routes';
import { dashboardPath, matchRoute, openBankingDestination } from '../routes';
import type {
  CustomerRedirectReason,
  CustomerRedirectView,
  RedirectAnalyticsEvent,
} from './customer-redirects';
import { customerRedirect } from './customer-redirects';
import type { DeepLinkTake } from './deep-link-source';
import { takeDeepLink } from './deep-link-source';
import type { ProductFlags } from './products';
import { parseProductId, productDestination } from './products';

export interface LoginDestinationInput {
  /** The login page's absolute URL, with its `product`, `obs-deepLink`, `is_payout`, `is_piis`. */
  currentUrl: string;
  /** The `obs-deepLink` cookie as the cookie port read it. */
  deepLinkCookie: string | null | undefined;
  /** The locale of the login page. */
  locale: Locale;
  /** Carried to the open-banking page (§2.1). */
  accessToken: string;
  /** `undefined` when the customer could not be loaded: then no customer redirect is made. */
  customer: CustomerRedirectView | undefined;
  flags: ProductFlags;
}

export type LoginDestinationKind = 'openBanking' | 'customerRedirect' | 'deepLink' | 'product' | 'dashboard';

export interface LoginDestination {
  path: string;
  via: LoginDestinationKind;
  customerRedirect: CustomerRedirectReason | undefined;
  /** Analytics events the redirect records (§4: the reference-account redirect). */
  events: readonly RedirectAnalyticsEvent[];
  /** Deep-link clean-up. A login consumes the deep link whichever destination wins, so it is never replayed. */
  deepLink: Pick<DeepLinkTake, 'deleteCookie' | 'replaceUrlWith' | 'rejected'>;
}

/** A deep link back to these after logging in would only show the login again. */
const NOT_A_LOGIN_DESTINATION: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'register',
  'openBanking',
  // The end of the pension flow says "you have been logged out" (decision 100).
  'pensionLoggedOut',
]);

/** An affiliate click id is an opaque token; anything else is not carried along. */
const CLICK_ID = /^[A-Za-z0-9._~-]{1,256}$/;

/**
 * @example loginDestination({ currentUrl: 'https://portal.example/de-de/login/?product=dwm',
 *   deepLinkCookie: undefined, locale: 'de-DE', accessToken: 't', customer, flags }).path
 * // '/de-de/investments/wealth-management/dashboard' (for a customer without pending redirects)
 * @throws RedirectError REDIRECT_INVALID_URL when `currentUrl` is not absolute
 */
export function loginDestination(input: LoginDestinationInput): LoginDestination {
  const { locale } = input;
  const taken = takeDeepLink(input.currentUrl, input.deepLinkCookie);
  const cleanup = {
    deleteCookie: taken.deleteCookie,
    replaceUrlWith: taken.replaceUrlWith,
    rejected: taken.rejected,
  };
  const url = new URL(input.currentUrl);
  const done = (
    path: string,
    via: LoginDestinationKind,
    extra: Partial<Pick<LoginDestination, 'customerRedirect' | 'events'>> = {},
  ): LoginDestination => ({
    path,
    via,
    customerRedirect: undefined,
    events: [],
    ...extra,
    deepLink: cleanup,
  });

  const route = matchRoute(url.pathname);
  if (route.name === 'openBanking' && route.param === 'login')
    return done(openBankingDestination(url.pathname, url.searchParams, input.accessToken), 'openBanking');

  const product = parseProductId(url.searchParams.get('product'));
  const deepLink =
    taken.deepLink && !NOT_A_LOGIN_DESTINATION.has(matchRoute(taken.deepLink).name)
      ? taken.deepLink
      : undefined;
  const clickId = url.searchParams.get('irclickid') ?? '';
  const [candidate, via]: [string, LoginDestinationKind] = deepLink
    ? [deepLink, 'deepLink']
    : product
      ? [productDestination(product, locale, input.flags), 'product']
      : [dashboardPath(locale, CLICK_ID.test(clickId) ? { irclickid: clickId } : {}), 'dashboard'];

  const redirect = input.customer
    ? customerRedirect(input.customer, { locale, pathname: candidate, ...(product ? { product } : {}) })
    : undefined;
  if (redirect)
    return done(redirect.path, 'customerRedirect', {
      customerRedirect: redirect.reason,
      events: redirect.event ? [redirect.event] : [],
    });
  return done(candidate, via);
}
