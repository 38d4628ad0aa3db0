/**
 * The login error catalogue (§8) and which one the user sees.
 *
 * - InvalidGrant (`invalid_grant`) and AccountLocked (`account_locked`) show as themselves only with
 *   flag b2cShowBlockedUsersMessage; otherwise as GeneralError.
 * - SystemError shows with flag b2cShowSystemErrorMessage when the server's code is one of the
 *   system-error codes or the HTTP status is 500–599. §8 does not print "a specific code"; the
 *   OAuth error codes that mean the server, not the user, failed are taken (RFC 6749 §4.1.2.1:
 *   `server_error`, `temporarily_unavailable`; docs/decisions/021).
 * - MtanDisabled (`login.mtan.mtanFlowDisabled`) always shows as itself.
 * - InvalidOneTimeCode (`invalid_verification_code`, docs/decisions/002) is not in §8's list: it is
 *   the one-time-code step's own message, and the step stays open for another try.
 * - Everything else, including timeouts, network failures and malformed answers: GeneralError.
 *
 * `cause` keeps what really happened for logs, analytics and the CLI's exit codes; the user sees
 * only the code's message (security.md 7).
 */
import { LOGIN_ERROR_CODES } from '../auth';
import type { Flags } from '../config';

export type LoginErrorCode =
  | 'InvalidGrant'
  | 'AccountLocked'
  | 'MtanDisabled'
  | 'SystemError'
  | 'GeneralError'
  | 'InvalidOneTimeCode';

export const LOGIN_ERROR_CODE_LIST: readonly LoginErrorCode[] = [
  'InvalidGrant',
  'AccountLocked',
  'MtanDisabled',
  'SystemError',
  'GeneralError',
  'InvalidOneTimeCode',
];

export type LoginFailureCause =
  /** The server refused the login with an error code (see `serverError`). */
  | 'refused'
  /** §9: no answer within 3000 ms. */
  | 'timeout'
  | 'network'
  /** An answer that is not the contract's (a 200 without tokens, a 202 without its headers). */
  | 'invalidResponse'
  /** The bot-check puzzle failed before anything was sent. */
  | 'captcha';

export interface LoginFailure {
  /** What the user is shown. */
  readonly code: LoginErrorCode;
  readonly cause: LoginFailureCause;
  readonly status?: number | undefined;
  /** The server's `error` code, when it sent one. Never a description (it may echo input). */
  readonly serverError?: string | undefined;
}

export type LoginErrorFlags = Pick<Flags, 'b2cShowBlockedUsersMessage' | 'b2cShowSystemErrorMessage'>;

/** Server codes that mean the server failed (RFC 6749). */
export const SYSTEM_ERROR_CODES: ReadonlySet<string> = new Set(['server_error', 'temporarily_unavailable']);

/**
 * §8: the code shown for a refused login.
 * @example loginErrorCode({ status: 401, error: 'invalid_grant' }, { b2cShowBlockedUsersMessage: false, b2cShowSystemErrorMessage: false })
 * // 'GeneralError'
 */
export function loginErrorCode(
  answer: { readonly status?: number | undefined; readonly error?: string | undefined },
  flags: LoginErrorFlags,
): LoginErrorCode {
  const { status, error } = answer;
  if (error === LOGIN_ERROR_CODES.mtanDisabled) return 'MtanDisabled';
  if (error === LOGIN_ERROR_CODES.invalidOneTimeCode) return 'InvalidOneTimeCode';
  const serverFailed =
    (error !== undefined && SYSTEM_ERROR_CODES.has(error)) ||
    (status !== undefined && status >= 500 && status <= 599);
  if (flags.b2cShowSystemErrorMessage && serverFailed) return 'SystemError';
  if (flags.b2cShowBlockedUsersMessage) {
    if (error === LOGIN_ERROR_CODES.invalidGrant) return 'InvalidGrant';
    if (error === LOGIN_ERROR_CODES.accountLocked) return 'AccountLocked';
  }
  return 'GeneralError';
}
