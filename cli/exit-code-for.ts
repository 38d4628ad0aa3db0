/**
 * The one place that says which documented exit code (exit-codes.ts, the README's table) an error
 * code means (design §5: "the CLI maps codes to exit codes"). Core's errors arrive with their own
 * stable codes (core/api ApiErrorCode, core/auth AuthErrorCode, core/captcha CaptchaErrorCode);
 * each is first said as one of portal-cli's error codes (the `code` of the `--json` error
 * document), and that one has its exit code. Commands never pick an exit code for an error
 * themselves: they call `cliCodeFor` (or build a CliError, whose exit code comes from here), so
 * `menu --private` and `session refresh` cannot disagree about a timeout again.
 *
 * The tables are `Record`s over the code unions: a code added in core does not compile until it is
 * mapped here, and exit-code-for.test.ts lists every code with its expected exit code.
 */
import type { ApiErrorCode } from '../core/api';
import type { AuthErrorCode } from '../core/auth';
import type { CaptchaErrorCode } from '../core/captcha';
import { EXIT, type ExitCode } from './exit-codes';

/** portal-cli's own error codes: the `error.code` of every `--json` error document. */
export type CliErrorCode =
  | 'USAGE'
  | 'CONFIG_INVALID'
  | 'PASSWORD_MISSING'
  | 'ONE_TIME_CODE_MISSING'
  | 'CAPTCHA_TOKEN_MISSING'
  | 'LOGIN_REFUSED'
  | 'NOT_LOGGED_IN'
  | 'SESSION_ENDED'
  | 'REFRESH_FAILED'
  | 'UNREACHABLE'
  | 'SESSION_BUSY'
  | 'REDIRECT_NOT_DUE'
  | 'CHECK_FAILED'
  | 'INVALID_RESPONSE'
  | 'INTERNAL';

/** Every error code portal-cli meets: its own and core's. */
export type ErrorCode = CliErrorCode | ApiErrorCode | AuthErrorCode | CaptchaErrorCode;

export const EXIT_OF_CLI_CODE: Readonly<Record<CliErrorCode, ExitCode>> = {
  USAGE: EXIT.usage,
  CONFIG_INVALID: EXIT.usage,
  PASSWORD_MISSING: EXIT.usage,
  ONE_TIME_CODE_MISSING: EXIT.usage,
  CAPTCHA_TOKEN_MISSING: EXIT.usage,
  LOGIN_REFUSED: EXIT.authFailed,
  NOT_LOGGED_IN: EXIT.authFailed,
  SESSION_ENDED: EXIT.authFailed,
  REFRESH_FAILED: EXIT.authFailed,
  UNREACHABLE: EXIT.unreachable,
  // Another process held the session lock past the wait: it is stuck on the environment (a refresh
  // holds the lock only while its calls run), and running again later is the remedy, as for 4.
  SESSION_BUSY: EXIT.unreachable,
  // `redirect` asked to complete a customer redirect the customer does not have (now): the
  // options do not fit the session's customer, like any other option that does not apply.
  REDIRECT_NOT_DUE: EXIT.usage,
  CHECK_FAILED: EXIT.checkFailed,
  INVALID_RESPONSE: EXIT.internal,
  INTERNAL: EXIT.internal,
};

/** Core's codes said as portal-cli's. */
export const CLI_CODE_OF_CORE_CODE: Readonly<
  Record<ApiErrorCode | AuthErrorCode | CaptchaErrorCode, CliErrorCode>
> = {
  // core/api
  ApiTimeout: 'UNREACHABLE',
  ApiNetwork: 'UNREACHABLE',
  ApiHttp: 'INVALID_RESPONSE',
  ApiInvalidResponse: 'INVALID_RESPONSE',
  ApiForbidden: 'SESSION_ENDED',
  ApiUnauthenticated: 'SESSION_ENDED',
  ApiCancelled: 'SESSION_ENDED',
  // core/auth (token refresh)
  AUTH_NO_REFRESH_TOKEN: 'NOT_LOGGED_IN',
  AUTH_REFRESH_TOKEN_EXPIRED: 'REFRESH_FAILED',
  AUTH_REFRESH_FAILED: 'REFRESH_FAILED',
  AUTH_REFRESH_TIMEOUT: 'UNREACHABLE',
  AUTH_REFRESH_NETWORK: 'UNREACHABLE',
  AUTH_REFRESH_UNAVAILABLE: 'UNREACHABLE',
  AUTH_REFRESH_LOCK_TIMEOUT: 'SESSION_BUSY',
  AUTH_SUPERSEDED: 'SESSION_ENDED',
  AUTH_SESSION_PROBE_FAILED: 'SESSION_ENDED',
  // core/captcha (the bot check before a login)
  CaptchaUnavailable: 'UNREACHABLE',
  CaptchaInvalidChallenge: 'INVALID_RESPONSE',
  CaptchaUnsolvable: 'INVALID_RESPONSE',
  CaptchaRejected: 'INVALID_RESPONSE',
  CaptchaExpired: 'INVALID_RESPONSE',
  CaptchaCancelled: 'INTERNAL',
};

function isCliCode(code: ErrorCode): code is CliErrorCode {
  return Object.hasOwn(EXIT_OF_CLI_CODE, code);
}

/**
 * portal-cli's error code for any error code.
 * @example cliCodeFor('ApiTimeout') // 'UNREACHABLE'
 */
export function cliCodeFor(code: ErrorCode): CliErrorCode {
  return isCliCode(code) ? code : CLI_CODE_OF_CORE_CODE[code];
}

/**
 * The documented exit code of an error code.
 * @example exitCodeFor('ApiTimeout') // 4
 * @example exitCodeFor('LOGIN_REFUSED') // 3
 */
export function exitCodeFor(code: ErrorCode): ExitCode {
  return EXIT_OF_CLI_CODE[cliCodeFor(code)];
}
