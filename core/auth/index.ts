export { readExpiry, readTimingClaims } from './claims';
export { JwtDecodeError } from './decode-jwt';
export type { AuthErrorCode, ServerRefusal } from './errors';
export { AuthError, DEAD_TOKEN_CODES } from './errors';
export { classifyRefreshAnswer, describeBody } from './refresh-answer';
export type { RefreshRetryPolicy } from './refresh-retry';
export { DEFAULT_REFRESH_RETRY, NO_REFRESH_RETRY, retryDelayMs } from './refresh-retry';
export type { RefreshEvent, Refresher, RefreshOutcome, SessionEndReason } from './refresher';
export { createRefresher, REFRESH_LOCK_NAME } from './refresher';
export type { ServiceBase } from './service-url';
export { callUrl } from './service-url';
export type { SessionProbeDeps, SessionProbeVerdict } from './session-probe';
export { classifyProbeAnswer, probeSession } from './session-probe';
export type { RequestTiming } from './skew';
export { estimatedSkewSeconds, measuredSkewSeconds } from './skew';
export { TOKEN_STORAGE_KEYS } from './storage-keys';
export { hasStoredSession } from './stored-session';
export { timedFetch } from './timed-fetch';
export type { TokenSnapshot, TokenStore } from './token-store';
export { createTokenStore } from './token-store';
export { isTokenValid, localTime } from './validity';
export type {
  CaptchaChallenge,
  CaptchaChallengeV2,
  LoginRequest,
  SessionProbeAnswer,
  TokenSet,
} from './wire';
export { LOGIN_ERROR_CODES, LOGIN_HEADERS, ONE_TIME_CODE_HEADERS } from './wire';
export {
  readCaptchaChallenge,
  readCaptchaChallengeV2,
  readErrorBody,
  readLoginSuccess,
  readSessionProbeAnswer,
  readTokenSet,
} from './wire-readers';
export {
  accessClaimsSchema,
  captchaChallengeSchema,
  captchaChallengeV2Schema,
  errorBodySchema,
  loginRequestSchema,
  loginSuccessSchema,
  sessionProbeAnswerSchema,
  tokenSetSchema,
} from './wire-schemas';
