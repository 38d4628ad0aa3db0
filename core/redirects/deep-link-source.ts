/**
 * Where a deep link comes from (§2.1: the `obs-deepLink` query parameter or cookie) and how it is
 * used once (security.md 1, design §6): taking it also says what the driver must delete, so a
 * second login or a reload cannot replay it.
 */
import type { RouteName } from '../routes';
import { matchRoute } from '../routes';
import { checkDeepLink, type DeepLinkRejection } from './deep-link';
import { RedirectError } from './errors';

/** §2.1: the name of both the query parameter and the cookie. */
export const DEEP_LINK_NAME = 'obs-deepLink';

export type DeepLinkSource = 'parameter' | 'cookie';

/** Why a source was not used: a deep-link rule, or the parameter given more than once. */
export type DeepLinkTakeRejection = DeepLinkRejection | 'ambiguous';

export interface DeepLinkTake {
  /** The validated, normalised same-origin path, if either source held one. */
  deepLink: string | undefined;
  source: DeepLinkSource | undefined;
  /** Put this in the address bar (history.replaceState); set only when the URL carried the parameter. */
  replaceUrlWith: string | undefined;
  /** Delete this cookie; set whenever the cookie had a value, used or not. */
  deleteCookie: typeof DEEP_LINK_NAME | undefined;
  /** For the logger: which source failed and why. The rejected value itself is never returned. */
  rejected: ReadonlyArray<{ source: DeepLinkSource; reason: DeepLinkTakeRejection }>;
}

function parseAbsolute(currentUrl: string): URL {
  try {
    return new URL(currentUrl);
  } catch {
    throw new RedirectError('REDIRECT_INVALID_URL', 'the current URL must be absolute');
  }
}

/** The current URL as a same-origin path without the deep-link parameter. */
function withoutParameter(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(DEEP_LINK_NAME);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * Takes the deep link once. The parameter wins over the cookie because it belongs to the navigation
 * that is happening now; an unusable parameter falls back to the cookie. Both are always cleared.
 * @example takeDeepLink('https://portal.example/de-de/login/?obs-deepLink=%2Fde-de%2Fdocuments', undefined)
 * // { deepLink: '/de-de/documents', source: 'parameter', replaceUrlWith: '/de-de/login/', deleteCookie: undefined, rejected: [] }
 * @throws RedirectError REDIRECT_INVALID_URL when `currentUrl` is not absolute
 */
export function takeDeepLink(currentUrl: string, cookieValue: string | null | undefined): DeepLinkTake {
  const url = parseAbsolute(currentUrl);
  const parameters = url.searchParams.getAll(DEEP_LINK_NAME);
  const rejected: Array<{ source: DeepLinkSource; reason: DeepLinkTakeRejection }> = [];
  let deepLink: string | undefined;
  let source: DeepLinkSource | undefined;

  if (parameters.length > 1) {
    // Parameter pollution: servers and clients may read different copies, so trust none.
    rejected.push({ source: 'parameter', reason: 'ambiguous' });
  } else if (parameters.length === 1) {
    const check = checkDeepLink(parameters[0], url.origin);
    if (check.ok) [deepLink, source] = [check.path, 'parameter'];
    else rejected.push({ source: 'parameter', reason: check.reason });
  }
  if (cookieValue && deepLink === undefined) {
    const check = checkDeepLink(cookieValue, url.origin);
    if (check.ok) [deepLink, source] = [check.path, 'cookie'];
    else rejected.push({ source: 'cookie', reason: check.reason });
  }

  return {
    deepLink,
    source,
    replaceUrlWith: parameters.length > 0 ? withoutParameter(url) : undefined,
    deleteCookie: cookieValue ? DEEP_LINK_NAME : undefined,
    rejected,
  };
}

/** What the driver writes when the session ends on its own (§4: current path saved as deep link). */
export interface DeepLinkCookie {
  name: typeof DEEP_LINK_NAME;
  /** The raw path; the cookie port encodes it (a path may hold `;` or `,`). */
  value: string;
  path: '/';
  /** Short-lived: a deep link is for the login that follows the timeout, not for next week. */
  maxAgeSeconds: number;
  sameSite: 'Lax';
  secure: boolean;
}

export const DEEP_LINK_COOKIE_MAX_AGE_SECONDS = 3600;

/** Pages that make no sense to come back to after logging in again. */
const NOT_SAVED: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'register', 'openBanking']);

/**
 * The cookie that remembers the current page across a session timeout (§4), or `undefined` when the
 * page is not worth returning to or is not a safe deep link.
 * @example deepLinkCookieFor('https://portal.example/de-de/documents?page=2')?.value // '/de-de/documents?page=2'
 * @throws RedirectError REDIRECT_INVALID_URL when `currentUrl` is not absolute
 */
export function deepLinkCookieFor(currentUrl: string): DeepLinkCookie | undefined {
  const url = parseAbsolute(currentUrl);
  if (NOT_SAVED.has(matchRoute(url.pathname).name)) return undefined;
  const check = checkDeepLink(withoutParameter(url), url.origin);
  if (!check.ok) return undefined;
  return {
    name: DEEP_LINK_NAME,
    value: check.path,
    path: '/',
    maxAgeSeconds: DEEP_LINK_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: url.protocol === 'https:',
  };
}
