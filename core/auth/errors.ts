/**
 * Errors of token refresh, keyed by a stable `code` (design §5). `transient` ones keep the tokens
 * (security.md 6): the network or the server may come back while the access token is still valid.
 */
import { PortalError } from '../errors';

export type AuthErrorCode =
  /** No refresh token is stored: nothing to refresh with. */
  | 'AUTH_NO_REFRESH_TOKEN'
  /** §8 "Refresh token expired": the identity provider answered invalid_grant. Terminal. */
  | 'AUTH_REFRESH_TOKEN_EXPIRED'
  /** §8 "Refresh failed": any other refusal or an unreadable answer. Terminal. */
  | 'AUTH_REFRESH_FAILED'
  /** No answer within the 3 s auth timeout (§9). Transient. */
  | 'AUTH_REFRESH_TIMEOUT'
  /** The network failed. Transient. */
  | 'AUTH_REFRESH_NETWORK'
  /** The server said "not now" (429, 502, 503, 504) without deciding about the token. Transient. */
  | 'AUTH_REFRESH_UNAVAILABLE'
  /**
   * The refresh lock could not be taken in time (another process holds it and is stuck). Nothing was
   * sent. Transient.
   */
  | 'AUTH_REFRESH_LOCK_TIMEOUT'
  /** The session ended while the request was in flight; its answer was discarded. */
  | 'AUTH_SUPERSEDED'
  /** §7, §8: the session probe after the refresh failed; the session is logged out. */
  | 'AUTH_SESSION_PROBE_FAILED';

const TRANSIENT: ReadonlySet<AuthErrorCode> = new Set<AuthErrorCode>([
  'AUTH_REFRESH_TIMEOUT',
  'AUTH_REFRESH_NETWORK',
  'AUTH_REFRESH_UNAVAILABLE',
  'AUTH_REFRESH_LOCK_TIMEOUT',
]);

export class AuthError extends PortalError<AuthErrorCode> {
  /** True when retrying later may succeed and the tokens are kept. */
  readonly transient: boolean;
  constructor(
    code: AuthErrorCode,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
  ) {
    super(code, message);
    this.name = 'AuthError';
    this.transient = TRANSIENT.has(code);
  }
}
