/**
 * Where the browser goes at the end of the logout sequence (§4 Logout sequence, §2.1): the pension
 * ETF logout flow, or the login page for the current document language, "without a referer",
 * with the reason the page tells the customer (core/routes `withLogoutNotice`).
 *
 * The two pension return paths are not printed in the spec, so they are configuration, checked
 * once at start-up by `definePensionLogout` (a logout itself must never fail on bad config). They
 * are an allow-list: the pension ETF product asks for a return path, and the logout goes to the
 * configured path it matches, never to the requested value itself (security.md 1).
 *
 * A logout that starts on the portal's own pension page (core/routes `pension`) asks for the first
 * path when the customer logged out and for the second when the session ended on its own (expiry,
 * a refused refresh, a 403, another tab): the pension product can tell the two apart (decision 100).
 */
import type { Flags } from '../config';
import type { Language } from '../locale';
import { DEFAULT_LOCALE, parseLocale, TEXT_LOCALES } from '../locale';
import {
  languageFromHost,
  loginPath,
  loginPathForDocumentLanguage,
  loginUrlFor,
  loginUrlForLanguage,
  logoutNoticeFor,
  matchRoute,
  withLogoutNotice,
} from '../routes';
import { checkDeepLink } from './deep-link';
import { RedirectError } from './errors';

declare const pensionLogoutBrand: unique symbol;

/** The pension ETF product's two known return paths, validated as same-origin paths. */
export type PensionLogoutPaths = readonly [string, string] & { readonly [pensionLogoutBrand]: true };

/** Any origin will do: a path that passes every deep-link rule stays on whichever origin it is resolved against. */
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/**
 * Validates the configured pension ETF return paths (§2.1).
 * @example definePensionLogout(['/pension/logout/', '/de-de/pension/logout/'])
 * @throws RedirectError REDIRECT_INVALID_CONFIG when a path is not a safe same-origin path
 */
export function definePensionLogout(paths: readonly [string, string]): PensionLogoutPaths {
  const checked = paths.map((path) => {
    const check = checkDeepLink(path, PLACEHOLDER_ORIGIN);
    if (!check.ok || check.path.search(/[?#]/) !== -1)
      throw new RedirectError('REDIRECT_INVALID_CONFIG', `pension logout path "${path}" is not a plain path`);
    return check.path;
  });
  return checked as unknown as PensionLogoutPaths;
}

export interface LogoutDestinationInput {
  flags: Pick<Flags, 'userManagementPensionLogout'>;
  /** The return path the pension ETF product asked for, if the logout started there. */
  requestedReturnPath?: string | null;
  /** The page the logout starts on: a pension page asks for the pension flow by itself. */
  currentUrl?: string | undefined;
  /**
   * Why the session ends (core/logout's `LogoutReason`): a logout the user asked for (`user`, or no
   * reason) takes the first pension return path, every other reason the second. Typed as a plain
   * string so core/redirects does not depend on core/logout, which depends on it (deep-link cookie).
   */
  reason?: string | undefined;
  /** The `lang` of the page (`de-AT`, `en`, …), if the driver has one. */
  documentLanguage: string | null | undefined;
  hostname: string;
  pensionLogout?: PensionLogoutPaths;
  /** §2.1 US market: the external app host whose login page en-US customers use. */
  usAppHost?: string;
}

export interface LogoutDestination {
  url: string;
  via: 'pensionLogout' | 'login';
  /** §4 "without a referer": the private page must not leak to the next page. */
  referrerPolicy: 'no-referrer';
  /** Replace the history entry, so Back does not return to a private page. */
  replace: true;
}

const LANGUAGES: ReadonlySet<string> = new Set(TEXT_LOCALES.filter((locale) => locale !== 'de-CH'));

/** Trailing slashes and case do not make a different page for this comparison. */
function samePath(a: string, b: string): boolean {
  const key = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  return key(a) === key(b);
}

/** §2.1: the document language first, then the host suffix, then the default locale. */
function loginUrl(input: LogoutDestinationInput): string {
  const documentLanguage = input.documentLanguage?.trim() ?? '';
  const language = documentLanguage.slice(0, 2).toLowerCase();
  if (LANGUAGES.has(language) && (documentLanguage.length === 2 || /^[a-z]{2}[-_]/i.test(documentLanguage))) {
    if (input.usAppHost && parseLocale(documentLanguage) === 'en-US')
      return loginUrlFor('en-US', input.usAppHost);
    return loginPathForDocumentLanguage(documentLanguage);
  }
  const fromHost: Language | undefined = languageFromHost(input.hostname);
  return fromHost ? loginUrlForLanguage(fromHost) : loginPath(DEFAULT_LOCALE);
}

/** The return path the portal's own pension page asks for, by the logout's reason. */
function pensionPageRequest(input: LogoutDestinationInput, paths: PensionLogoutPaths): string | undefined {
  if (!input.currentUrl) return undefined;
  let pathname: string;
  try {
    pathname = new URL(input.currentUrl, PLACEHOLDER_ORIGIN).pathname;
  } catch {
    return undefined;
  }
  if (matchRoute(pathname).name !== 'pension') return undefined;
  return input.reason === undefined || input.reason === 'user' ? paths[0] : paths[1];
}

/**
 * @example logoutDestination({ flags, documentLanguage: 'de-AT', hostname: 'bank.example' })
 * // { url: '/de-at/login/', via: 'login', referrerPolicy: 'no-referrer', replace: true }
 */
export function logoutDestination(input: LogoutDestinationInput): LogoutDestination {
  const common = { referrerPolicy: 'no-referrer', replace: true } as const;
  if (input.flags.userManagementPensionLogout && input.pensionLogout) {
    const requested = input.requestedReturnPath?.trim() || pensionPageRequest(input, input.pensionLogout);
    const returnPath = requested ? input.pensionLogout.find((path) => samePath(requested, path)) : undefined;
    if (returnPath) return { url: returnPath, via: 'pensionLogout', ...common };
  }
  return { url: withLogoutNotice(loginUrl(input), logoutNoticeFor(input.reason)), via: 'login', ...common };
}
