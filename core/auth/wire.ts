/**
 * What crosses the wire between the portal and the identity provider (§3, §4 Login, §7, §8): the
 * headers and error codes here, the bodies' schemas in wire-schemas.ts (zod), which the sandbox
 * (fixtures/) checks against and core's plain readers (wire-readers.ts) agree with, so a page that
 * logs in loads no zod (docs/loading.md). Choices the spec leaves open are recorded in
 * docs/decisions/002-api-contract.md.
 */
export type {
  AccessClaims,
  CaptchaChallenge,
  CaptchaChallengeV2,
  ErrorBody,
  LoginRequest,
  SessionProbeAnswer,
  TokenSet,
} from './wire-schemas';

/** Response headers of the login call (§3 login response). */
export const LOGIN_HEADERS = {
  verificationId: 'verification-id',
  guestToken: 'guest-token',
  customerId: 'customer-id',
  userId: 'user-id',
  /** 'true' when the device-trust checkbox should be offered. */
  showDeviceTrust: 'show-device-trust',
} as const;

/**
 * Request headers of the one-time-code step: the second login call repeats the §3 body with the
 * verificationId from the 202, and carries the guest token and the code as headers so the body
 * stays exactly the §3 fields.
 */
export const ONE_TIME_CODE_HEADERS = {
  guestToken: 'guest-token',
  code: 'verification-code',
} as const;

/** §8 error codes as the server sends them in `error`. */
export const LOGIN_ERROR_CODES = {
  invalidGrant: 'invalid_grant',
  accountLocked: 'account_locked',
  mtanDisabled: 'login.mtan.mtanFlowDisabled',
  captchaInvalid: 'captcha_invalid',
  invalidOneTimeCode: 'invalid_verification_code',
  invalidRequest: 'invalid_request',
} as const;
