export { readExpiry, readTimingClaims } from './claims';
export type { AuthErrorCode } from './errors';
export { AuthError } from './errors';
export { classifyRefreshAnswer } from './refresh-answer';
export type { RefreshEvent, Refresher, SessionEndReason } from './refresher';
export { createRefresher, REFRESH_LOCK_NAME } from './refresher';
export type { ServiceBase } from './service-url';
export { callUrl } from './service-url';
export type { RequestTiming } from './skew';
export { estimatedSkewSeconds, measuredSkewSeconds } from './skew';
export { TOKEN_STORAGE_KEYS } from './storage-keys';
export { hasStoredSession } from './stored-session';
export { timedFetch } from './timed-fetch';
export type { TokenSnapshot, TokenStore } from './token-store';
export { createTokenStore } from './token-store';
export { isTokenValid, localTime } from './validity';
export type { CaptchaChallenge, CaptchaChallengeV2, LoginRequest, TokenSet } from './wire';
export { LOGIN_ERROR_CODES, LOGIN_HEADERS, ONE_TIME_CODE_HEADERS } from './wire';
export {
  readCaptchaChallenge,
  readCaptchaChallengeV2,
  readErrorBody,
  readLoginSuccess,
} from './wire-readers';
export {
  accessClaimsSchema,
  captchaChallengeSchema,
  captchaChallengeV2Schema,
  errorBodySchema,
  loginRequestSchema,
  loginSuccessSchema,
  tokenSetSchema,
} from './wire-schemas';
