/**
 * What a refresh answer means (§7, §8, design §6): pure, so the classification is tested alone.
 * invalid_grant is terminal (the refresh token is dead); no answer, a timeout, or a server saying
 * "not now" is transient (keep the tokens, maybe retry); any other refusal or an unreadable answer
 * is "Refresh failed", terminal too.
 */
import { AuthError } from './errors';
import { parseJson, type TimedAnswer } from './timed-fetch';
import { LOGIN_ERROR_CODES, type TokenSet } from './wire';
import { readErrorBody, readTokenSet } from './wire-readers';

/** Statuses that say nothing about the token: rate limits and gateways in trouble. */
const NOT_NOW_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

export type RefreshAnswer =
  | { readonly ok: true; readonly tokens: TokenSet }
  | { readonly ok: false; readonly error: AuthError };

/**
 * @example classifyRefreshAnswer({ kind: 'answer', status: 400, text: '{"error":"invalid_grant"}' })
 * // { ok: false, error: AuthError AUTH_REFRESH_TOKEN_EXPIRED }
 */
export function classifyRefreshAnswer(answer: TimedAnswer): RefreshAnswer {
  if (answer.kind === 'timeout')
    return { ok: false, error: new AuthError('AUTH_REFRESH_TIMEOUT', 'The refresh request timed out.') };
  if (answer.kind === 'network')
    return {
      ok: false,
      error: new AuthError('AUTH_REFRESH_NETWORK', 'The refresh request did not reach the server.'),
    };
  const { status, text } = answer;
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const tokens = readTokenSet(body);
    if (tokens) return { ok: true, tokens };
    return {
      ok: false,
      error: new AuthError('AUTH_REFRESH_FAILED', 'The refresh answer holds no tokens.', status),
    };
  }
  const code = readErrorBody(body)?.error;
  if (code === LOGIN_ERROR_CODES.invalidGrant || (status === 400 && code === undefined))
    return {
      ok: false,
      error: new AuthError('AUTH_REFRESH_TOKEN_EXPIRED', 'The refresh token has expired.', status),
    };
  if (NOT_NOW_STATUSES.has(status))
    return {
      ok: false,
      error: new AuthError('AUTH_REFRESH_UNAVAILABLE', `The identity provider answered ${status}.`, status),
    };
  return {
    ok: false,
    error: new AuthError('AUTH_REFRESH_FAILED', `The identity provider answered ${status}.`, status),
  };
}
