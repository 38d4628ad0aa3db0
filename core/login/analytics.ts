/**
 * The login's analytics events (§7): login loaded, failed, succeeded; forgot-password clicked;
 * create-account clicked; device-trust events. Named like core/logout's `logout-succeeded`. Their
 * data holds codes only, never the email address or anything typed (security.md 7).
 */
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
