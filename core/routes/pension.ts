/**
 * The pension ETF product's pages in the portal (§2.1 "Two logout return paths are known for a
 * pension ETF product", §6 flag userManagementPensionLogout; decision 100):
 *
 * - `/{locale}/pension/`: the customer's pension products (German customers, §6); a private page.
 *   A logout that starts here goes to the pension logout flow when the flag is on.
 * - the two return paths, public pages that end the pension flow: `/{locale}/pension/logout/`
 *   after the customer logged out, `/{locale}/pension/session-ended/` after the session ended on its
 *   own (timeout, refused refresh, another tab). A deployment whose pension product has its own
 *   logout pages configures those instead (core/redirects `definePensionLogout`).
 */
import type { Locale } from '../locale';
import { localeBasePath } from './paths';

/** The pension flow's two ends: logged out by the customer, or the session ended on its own. */
export const PENSION_LOGOUT_OUTCOMES = ['logout', 'session-ended'] as const;
export type PensionLogoutOutcome = (typeof PENSION_LOGOUT_OUTCOMES)[number];

/** The pension ETF product is German (§6: pension products load for German customers only). */
export const PENSION_LOCALE: Locale = 'de-DE';

/** @example pensionPath('de-DE') // '/de-de/pension/' */
export function pensionPath(locale: Locale): string {
  return `${localeBasePath(locale)}/pension/`;
}

/** @example pensionLogoutPath('de-DE', 'session-ended') // '/de-de/pension/session-ended/' */
export function pensionLogoutPath(locale: Locale, outcome: PensionLogoutOutcome): string {
  return `${localeBasePath(locale)}/pension/${outcome}/`;
}

/**
 * The portal's own two return paths, in the order [customer logout, session ended]; the default of
 * the pension logout configuration.
 * @example DEFAULT_PENSION_LOGOUT_PATHS // ['/de-de/pension/logout/', '/de-de/pension/session-ended/']
 */
export const DEFAULT_PENSION_LOGOUT_PATHS: readonly [string, string] = [
  pensionLogoutPath(PENSION_LOCALE, 'logout'),
  pensionLogoutPath(PENSION_LOCALE, 'session-ended'),
];
