/**
 * The login's analytics events (§7): login loaded, failed, succeeded; forgot-password clicked;
 * create-account clicked; device-trust events. Named like core/logout's `logout-succeeded`. Their
 * data holds codes only, never the email address or anything typed (security.md 7).
 */
import type { CaptchaPort } from '../captcha';
import type { AnalyticsSink } from '../ports';

export const LOGIN_EVENTS = {
  loaded: 'login-loaded',
  failed: 'login-failed',
  succeeded: 'login-succeeded',
  forgotPasswordClicked: 'forgot-password-clicked',
  createAccountClicked: 'create-account-clicked',
  /** The 202 asked to offer the device-trust checkbox. */
  deviceTrustOffered: 'device-trust-offered',
  /** The one-time code was sent with the device-trust checkbox ticked. */
  deviceTrustAccepted: 'device-trust-accepted',
  /** The one-time code was sent with the offered checkbox left unticked. */
  deviceTrustDeclined: 'device-trust-declined',
} as const;

export type LoginEventName = (typeof LOGIN_EVENTS)[keyof typeof LOGIN_EVENTS];

/** The login page's two links (§2.1) that are counted (§7). */
export type LoginLink = 'forgotPassword' | 'createAccount';

/**
 * Counts a click on one of the login page's links. The login store's `forgotPasswordClicked` and
 * `createAccountClicked` are this; the browser's login page calls it itself, because its store
 * arrives with the form's first focus and a click may come first (docs/loading.md).
 * @example trackLoginLink(analytics, 'forgotPassword') // 'forgot-password-clicked'
 */
export function trackLoginLink(analytics: AnalyticsSink, link: LoginLink): void {
  analytics.track(
    link === 'forgotPassword' ? LOGIN_EVENTS.forgotPasswordClicked : LOGIN_EVENTS.createAccountClicked,
  );
}

/**
 * A login page is shown: §7 "login loaded", and the puzzle is made available. The login store's
 * `loaded` is this; the browser's login page calls it itself when it is drawn, before its store
 * arrives with the form's first focus (docs/loading.md).
 * @example loginPageShown(analytics, captcha) // 'login-loaded', and the captcha store is ready
 */
export function loginPageShown(analytics: AnalyticsSink, captcha: Pick<CaptchaPort, 'start'>): void {
  analytics.track(LOGIN_EVENTS.loaded);
  captcha.start();
}
