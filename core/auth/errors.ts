/**
 * Errors of token refresh, keyed by a stable `code` (design §5). §8 as docs/decisions/170 reads it:
 * a refusal by the identity provider (an OAuth error, RFC 6749 §5.2) ends the session and is named
 * by what the server said; anything that is not a verdict about the token (no answer, a timeout, a
 * 5xx, a redirect, an HTML page, malformed JSON) is `transient`: the tokens are kept, and the
 * refresh is retried while the access token lives (security.md 11).
 */
import { PortalError } from '../errors';

export type AuthErrorCode =
  /** No refresh token is stored: nothing to refresh with. */
  | 'AUTH_NO_REFRESH_TOKEN'
  /** §8 "Refresh token expired": invalid_grant saying the token or its session is no longer active. */
  | 'AUTH_REFRESH_TOKEN_EXPIRED'
  /** invalid_grant saying the refresh token had already been used (the server takes it as theft). */
  | 'AUTH_REFRESH_TOKEN_REUSED'
  /** invalid_grant saying the token was issued to another client than the one that presented it. */
  | 'AUTH_REFRESH_CLIENT_MISMATCH'
  /** invalid_grant that does not say why (a standard server's "grant request is invalid"). */
  | 'AUTH_REFRESH_GRANT_INVALID'
  /** invalid_client: the identity provider does not know the client id. */
  | 'AUTH_REFRESH_CLIENT_UNKNOWN'
  /** Any other OAuth refusal of the request (invalid_request, unauthorized_client, …), or a bare 400. */
  | 'AUTH_REFRESH_REFUSED'
  /** §8 "Refresh failed": the refresh could not be completed here (storage full, a bug). */
  | 'AUTH_REFRESH_FAILED'
  /** No answer within the 3 s auth timeout (§9). Transient. */
  | 'AUTH_REFRESH_TIMEOUT'
  /** The network failed: refused, reset or dropped connection. Transient. */
  | 'AUTH_REFRESH_NETWORK'
  /** A status that decides nothing about the token: 5xx, 429, a redirect, a 4xx without an OAuth error. Transient. */
  | 'AUTH_REFRESH_UNAVAILABLE'
  /** A 2xx that holds no tokens: an HTML page, malformed JSON, another body. Transient. */
  | 'AUTH_REFRESH_INVALID_ANSWER'
  /**
   * The refresh lock could not be taken in time (another process holds it and is stuck). Nothing was
   * sent. Transient.
   */
  | 'AUTH_REFRESH_LOCK_TIMEOUT'
  /** The session ended while the request was in flight; its answer was discarded. */
  | 'AUTH_SUPERSEDED'
  /** §7, §8: the portal refused the session in the probe after the refresh; the session is logged out. */
  | 'AUTH_SESSION_PROBE_FAILED';

const TRANSIENT: ReadonlySet<AuthErrorCode> = new Set<AuthErrorCode>([
  'AUTH_REFRESH_TIMEOUT',
  'AUTH_REFRESH_NETWORK',
  'AUTH_REFRESH_UNAVAILABLE',
  'AUTH_REFRESH_INVALID_ANSWER',
  'AUTH_REFRESH_LOCK_TIMEOUT',
]);

/** Refusals that mean the refresh token itself is dead: §8's "Refresh token expired" path. */
export const DEAD_TOKEN_CODES: ReadonlySet<AuthErrorCode> = new Set<AuthErrorCode>([
  'AUTH_REFRESH_TOKEN_EXPIRED',
  'AUTH_REFRESH_TOKEN_REUSED',
  'AUTH_REFRESH_CLIENT_MISMATCH',
  'AUTH_REFRESH_GRANT_INVALID',
]);

/**
 * What the identity provider said (RFC 6749 §5.2), kept so drivers can quote it. Server text, so
 * it is shown as a quotation and never interpreted further; it never holds a token.
 */
export interface ServerRefusal {
  readonly error: string;
  readonly description?: string;
}

export class AuthError extends PortalError<AuthErrorCode> {
  /** True when retrying later may succeed and the tokens are kept. */
  readonly transient: boolean;
  constructor(
    code: AuthErrorCode,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
    /** The server's OAuth error, when it refused. */
    readonly refusal?: ServerRefusal,
  ) {
    super(code, message);
    this.name = 'AuthError';
    this.transient = TRANSIENT.has(code);
  }
}
