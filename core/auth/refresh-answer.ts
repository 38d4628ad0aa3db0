/**
 * What a refresh answer means (§7, §8, design §6, security.md 11; docs/decisions/170): pure, so the
 * classification is tested alone.
 *
 * - A token set in a 2xx is a success.
 * - An OAuth error (RFC 6749 §5.2) in a 400, 401 or 403 is the server's verdict: terminal, and named
 *   by what it said (expired, reused, another client, an unknown client). A bare 400 is a refusal too.
 * - Everything else decides nothing about the token and is transient: no answer, a timeout, a 5xx,
 *   429, a redirect, another 4xx, and a 2xx that holds no tokens (an HTML page, malformed JSON).
 */
import { AuthError, type AuthErrorCode, type ServerRefusal } from './errors';
import { parseJson, type TimedAnswer } from './timed-fetch';
import type { TokenSet } from './wire';
import { readErrorBody, readTokenSet } from './wire-readers';

export type RefreshAnswer =
  | { readonly ok: true; readonly tokens: TokenSet }
  | { readonly ok: false; readonly error: AuthError };

/** Statuses whose OAuth error body is a verdict about this request (RFC 6749 §5.2, RFC 6750 §3.1). */
const VERDICT_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

/**
 * invalid_grant's reasons, read from the error_description Keycloak, the sandbox and other servers
 * send. A server that does not say (oidc-provider: "grant request is invalid") gets
 * AUTH_REFRESH_GRANT_INVALID, worded as such, never guessed as "expired".
 */
const INVALID_GRANT_REASONS: ReadonlyArray<readonly [RegExp, AuthErrorCode]> = [
  [/reuse|already used|stale token/i, 'AUTH_REFRESH_TOKEN_REUSED'],
  [/client.*(?:match|differ)|mismatch/i, 'AUTH_REFRESH_CLIENT_MISMATCH'],
  [/expired|not active|inactive|session (?:has )?ended/i, 'AUTH_REFRESH_TOKEN_EXPIRED'],
];

const MESSAGES: Readonly<Partial<Record<AuthErrorCode, string>>> = {
  AUTH_REFRESH_TOKEN_EXPIRED: 'The refresh token or its session is no longer active.',
  AUTH_REFRESH_TOKEN_REUSED: 'The refresh token had already been used.',
  AUTH_REFRESH_CLIENT_MISMATCH: 'The refresh token belongs to another client.',
  AUTH_REFRESH_GRANT_INVALID: 'The identity provider no longer accepts the refresh token.',
  AUTH_REFRESH_CLIENT_UNKNOWN: 'The identity provider does not know the client.',
  AUTH_REFRESH_REFUSED: 'The identity provider refused the refresh request.',
};

function refusalCode(refusal: ServerRefusal): AuthErrorCode {
  if (refusal.error === 'invalid_client') return 'AUTH_REFRESH_CLIENT_UNKNOWN';
  if (refusal.error !== 'invalid_grant') return 'AUTH_REFRESH_REFUSED';
  const description = refusal.description ?? '';
  return (
    INVALID_GRANT_REASONS.find(([pattern]) => pattern.test(description))?.[1] ?? 'AUTH_REFRESH_GRANT_INVALID'
  );
}

/**
 * What an answer's body is, in words, for messages and logs (never the body itself).
 * @example describeBody({ kind: 'answer', status: 200, text: '<!DOCTYPE html>', contentType: 'text/html' }) // 'an HTML page'
 */
export function describeBody(answer: Extract<TimedAnswer, { kind: 'answer' }>): string {
  const type = answer.contentType?.toLowerCase() ?? '';
  const text = answer.text.trim();
  if (text === '') return 'an empty body';
  if (type.includes('html') || text.startsWith('<')) return 'an HTML page';
  if (parseJson(text) === undefined)
    return type.includes('json') ? 'malformed JSON' : 'a body that is not JSON';
  return 'JSON of another shape';
}

/**
 * @example classifyRefreshAnswer({ kind: 'answer', status: 400, text: '{"error":"invalid_grant","error_description":"Token is not active"}' })
 * // { ok: false, error: AuthError AUTH_REFRESH_TOKEN_EXPIRED }
 * @example classifyRefreshAnswer({ kind: 'answer', status: 502, text: '<html>…' }) // … AUTH_REFRESH_UNAVAILABLE, transient
 */
export function classifyRefreshAnswer(answer: TimedAnswer): RefreshAnswer {
  const fail = (error: AuthError): RefreshAnswer => ({ ok: false, error });
  if (answer.kind === 'timeout')
    return fail(new AuthError('AUTH_REFRESH_TIMEOUT', 'The refresh request timed out.'));
  if (answer.kind === 'network')
    return fail(new AuthError('AUTH_REFRESH_NETWORK', 'The refresh request did not reach the server.'));
  const { status, text } = answer;
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const tokens = readTokenSet(body);
    if (tokens) return { ok: true, tokens };
    return fail(
      new AuthError(
        'AUTH_REFRESH_INVALID_ANSWER',
        `The identity provider answered HTTP ${status} with ${describeBody(answer)} instead of tokens.`,
        status,
      ),
    );
  }
  const errorBody = readErrorBody(body);
  if (VERDICT_STATUSES.has(status) && errorBody) {
    const refusal: ServerRefusal = {
      error: errorBody.error,
      ...(errorBody.error_description ? { description: errorBody.error_description } : {}),
    };
    const code = refusalCode(refusal);
    return fail(new AuthError(code, MESSAGES[code] ?? 'The refresh was refused.', status, refusal));
  }
  if (status === 400 && text.trim() === '')
    return fail(
      new AuthError('AUTH_REFRESH_REFUSED', 'The identity provider refused the refresh (HTTP 400).', status),
    );
  // A redirect (status 0 is a browser's opaque one), a 5xx, 429 or a 4xx without an OAuth error.
  const message =
    status === 0 || (status >= 300 && status < 400)
      ? `The identity provider answered with a redirect${status ? ` (HTTP ${status})` : ''}.`
      : errorBody
        ? `The identity provider answered HTTP ${status} (${errorBody.error}).`
        : `The identity provider answered HTTP ${status} with ${describeBody(answer)}.`;
  return fail(new AuthError('AUTH_REFRESH_UNAVAILABLE', message, status));
}
