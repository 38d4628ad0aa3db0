export type { TimingClaims } from './claims';
export { readExpiry, readTimingClaims } from './claims';
export type { AuthErrorCode } from './errors';
export { AuthError } from './errors';
export type { RefreshAnswer } from './refresh-answer';
export { classifyRefreshAnswer } from './refresh-answer';
export type {
  RefreshEvent,
  Refresher,
  RefresherOptions,
  RefreshOutcome,
  SessionEndReason,
} from './refresher';
export { createRefresher, DEFAULT_REFRESH_RETRY_DELAYS_MS, REFRESH_LOCK_NAME } from './refresher';
export type { ServiceBase, ServiceUrlResolver } from './service-url';
export { callUrl } from './service-url';
export type { RequestTiming } from './skew';
export { estimatedSkewSeconds, measuredSkewSeconds } from './skew';
export type { TokenStorageKey } from './storage-keys';
export { ALL_TOKEN_STORAGE_KEYS, TOKEN_STORAGE_KEYS } from './storage-keys';
export type { TimedAnswer, TimedFetchDeps } from './timed-fetch';
export { parseJson, timedFetch } from './timed-fetch';
export type {
  TokenPairInput,
  TokenSnapshot,
  TokenStore,
  TokenStoreOptions,
  TokenTimingSource,
} from './token-store';
export { createTokenStore } from './token-store';
export { isTokenValid, localTime, UNREADABLE_TOKEN_ESTIMATE_MS } from './validity';
export type {
  AccessClaims,
  CaptchaChallenge,
  ErrorBody,
  LoginRequest,
  TokenSet,
} from './wire';
export {
  accessClaimsSchema,
  captchaChallengeSchema,
  errorBodySchema,
  LOGIN_ERROR_CODES,
  LOGIN_HEADERS,
  loginRequestSchema,
  loginSuccessSchema,
  ONE_TIME_CODE_HEADERS,
  tokenSetSchema,
} from './wire';
export {
  readAccessClaims,
  readCaptchaChallenge,
  readErrorBody,
  readLoginSuccess,
  readTokenSet,
} from './wire-readers';
