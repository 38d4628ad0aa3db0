/**
 * A refresh that did not succeed, said as the operator needs it (docs/decisions/170): a refusal by
 * the identity provider ended the session (exit 3), and is worded by what the server said, with
 * its own words quoted; anything else kept the session (exit 4), saying what came back instead.
 * `session refresh`, `session --watch` and `check` say it alike.
 */
import type { AuthError, AuthErrorCode } from '../../core/auth';
import { CliError } from '../errors';
import { cliCodeFor } from '../exit-code-for';

/** What a refusal means, by core's code; the client id where it matters. */
export function refusalWords(code: AuthErrorCode, clientId: string): string {
  switch (code) {
    case 'AUTH_REFRESH_TOKEN_EXPIRED':
      return 'the refresh token has expired or its session has ended';
    case 'AUTH_REFRESH_TOKEN_REUSED':
      return 'the refresh token had already been used, which the server takes as theft: it ended the session';
    case 'AUTH_REFRESH_CLIENT_MISMATCH':
      return `the refresh token was issued to another client than ${clientId}`;
    case 'AUTH_REFRESH_GRANT_INVALID':
      return 'the server no longer accepts the refresh token (it does not say why)';
    case 'AUTH_REFRESH_CLIENT_UNKNOWN':
      return `the server does not know the client ${clientId}`;
    case 'AUTH_REFRESH_REFUSED':
      return 'the server refused the refresh request';
    case 'AUTH_SESSION_PROBE_FAILED':
      return 'the portal refused the session after the refresh';
    case 'AUTH_SUPERSEDED':
      return 'the session ended while the refresh was under way';
    default:
      return 'the refresh could not be completed';
  }
}

/**
 * Server text made safe for a terminal line: control characters out, at most 200 characters, quoted.
 * @example quoted('Token is not active') // '"Token is not active"'
 */
export function quoted(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return JSON.stringify(plain.length > 200 ? `${plain.slice(0, 199)}…` : plain);
}

/** "server: invalid_grant "Token is not active", HTTP 400", or what of it is known. */
function serverSaid(error: AuthError): string {
  const parts: string[] = [];
  if (error.refusal)
    parts.push(
      `server: ${error.refusal.error}${error.refusal.description ? ` ${quoted(error.refusal.description)}` : ''}`,
    );
  if (error.status) parts.push(`HTTP ${error.status}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

const HINTS: Partial<Record<AuthErrorCode, string>> = {
  AUTH_REFRESH_TOKEN_REUSED:
    'Something else refreshed this session with the same token (another copy of the session file?). Log in again: portal-cli login',
  AUTH_REFRESH_CLIENT_MISMATCH:
    'The access token names the client the refresh is sent for; log in again with the client this environment expects.',
  AUTH_REFRESH_CLIENT_UNKNOWN:
    'Check the client id: the access token’s azp or client_id claim, else PORTAL_CLIENT_ID or clientId in the configuration.',
};

export interface RefreshFailureInput {
  readonly error: AuthError;
  /** Token calls made; more than one when transient failures were retried. */
  readonly attempts: number;
  /** The client id the refresh was sent for. */
  readonly clientId: string;
  /** A note that explains a refusal better than the default hint (a sandbox that restarted). */
  readonly note?: string | undefined;
}

/**
 * @example throw refreshFailureError({ error, attempts: 1, clientId: 'login' });
 */
export function refreshFailureError(input: RefreshFailureInput): CliError {
  const { error, attempts, clientId } = input;
  const details = {
    code: error.code,
    ...(error.status ? { status: error.status } : {}),
    ...(error.refusal ? { server: error.refusal } : {}),
    attempts,
  };
  const code = cliCodeFor(error.code);
  if (code === 'NOT_LOGGED_IN')
    return new CliError(
      code,
      'The stored session has no refresh token to refresh with.',
      'Log in again: portal-cli login',
      details,
    );
  if (code === 'SESSION_BUSY')
    return new CliError(
      code,
      `${error.message} The refresh did not run; the session is kept.`,
      'Run again once the other process is done. A lock whose process died is taken over; PORTAL_LOCK_WAIT sets how many seconds to wait.',
      details,
    );
  if (error.transient) {
    const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
    return new CliError(
      code,
      `The refresh got no usable answer${tries}: ${error.message} The session is kept.`,
      'Nothing was refused: check that the identity provider is reachable and healthy, then run `portal-cli session refresh` again.',
      details,
    );
  }
  return new CliError(
    'REFRESH_FAILED',
    `The refresh was refused: ${refusalWords(error.code, clientId)}${serverSaid(error)}. The session is logged out.`,
    input.note ?? HINTS[error.code] ?? 'Log in again: portal-cli login',
    details,
  );
}
