/**
 * The one place that says which documented exit code (exit-codes.ts, the README's table) an error
 * code means (design §5: "the CLI maps codes to exit codes"). Core's errors all extend core/errors
 * `PortalError` and carry stable codes in one format (`API_TIMEOUT`, `AUTH_REFRESH_FAILED`,
 * `LOGOUT_IDP_UNREACHABLE`; docs/decisions/130); each is first said as one of portal-cli's error codes (the `code` of the `--json` error
 * document), and that one has its exit code. Commands never pick an exit code for an error
 * themselves: they call `cliCodeFor` (or build a CliError, whose exit code comes from here), so
 * `menu --private` and `session refresh` cannot disagree about a timeout again.
 *
 * The tables are `Record`s over the code unions: a code added in core does not compile until it is
 * mapped here, and exit-code-for.test.ts lists every code with its expected exit code.
 */
import type { ApiErrorCode } from '../core/api';
import type { AuthErrorCode, JwtDecodeError } from '../core/auth';
import type { CaptchaErrorCode } from '../core/captcha';
import type { ConfigError } from '../core/config';
import type { FooterDataError, FooterInputError } from '../core/footer';
import type { I18nErrorCode } from '../core/i18n';
import type { LogoutErrorCode } from '../core/logout';
import type { LockUnavailableError } from '../core/ports';
import type { RedirectErrorCode } from '../core/redirects';
import { EXIT, type ExitCode } from './exit-codes';

/** portal-cli's own error codes: the `error.code` of every `--json` error document. */
export type CliErrorCode =
  | 'USAGE'
  | 'CONFIG_INVALID'
  | 'UNSAFE_FILE'
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
  | 'INTERNAL'
  | 'INTERRUPTED';

/** The code of every error core has (each class extends core/errors `PortalError`). */
export type CoreErrorCode =
  | ApiErrorCode
  | AuthErrorCode
  | JwtDecodeError['code']
  | CaptchaErrorCode
  | ConfigError['code']
  | FooterDataError['code']
  | FooterInputError['code']
  | I18nErrorCode
  | LockUnavailableError['code']
  | LogoutErrorCode
  | RedirectErrorCode;

/** Every error code portal-cli meets: its own and core's. */
export type ErrorCode = CliErrorCode | CoreErrorCode;

export const EXIT_OF_CLI_CODE: Readonly<Record<CliErrorCode, ExitCode>> = {
  USAGE: EXIT.usage,
  CONFIG_INVALID: EXIT.usage,
  // A session folder others can write, or a session file that is a link or someone else's: the
  // user fixes the file system, as ssh asks for its keys (security.md 10).
  UNSAFE_FILE: EXIT.usage,
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
  INTERRUPTED: EXIT.interrupted,
};

/** Core's codes said as portal-cli's. */
export const CLI_CODE_OF_CORE_CODE: Readonly<Record<Exclude<CoreErrorCode, CliErrorCode>, CliErrorCode>> = {
  // core/api
  API_TIMEOUT: 'UNREACHABLE',
  API_NETWORK: 'UNREACHABLE',
  API_HTTP: 'INVALID_RESPONSE',
  API_INVALID_RESPONSE: 'INVALID_RESPONSE',
  API_FORBIDDEN: 'SESSION_ENDED',
  API_UNAUTHENTICATED: 'SESSION_ENDED',
  API_CANCELLED: 'SESSION_ENDED',
  // core/auth (token refresh)
  AUTH_NO_REFRESH_TOKEN: 'NOT_LOGGED_IN',
  // The identity provider's refusals end the session (docs/decisions/170)
  AUTH_REFRESH_TOKEN_EXPIRED: 'REFRESH_FAILED',
  AUTH_REFRESH_TOKEN_REUSED: 'REFRESH_FAILED',
  AUTH_REFRESH_CLIENT_MISMATCH: 'REFRESH_FAILED',
  AUTH_REFRESH_GRANT_INVALID: 'REFRESH_FAILED',
  AUTH_REFRESH_CLIENT_UNKNOWN: 'REFRESH_FAILED',
  AUTH_REFRESH_REFUSED: 'REFRESH_FAILED',
  AUTH_REFRESH_FAILED: 'REFRESH_FAILED',
  // No verdict about the token: the session is kept, the environment is to blame
  AUTH_REFRESH_TIMEOUT: 'UNREACHABLE',
  AUTH_REFRESH_NETWORK: 'UNREACHABLE',
  AUTH_REFRESH_UNAVAILABLE: 'UNREACHABLE',
  AUTH_REFRESH_INVALID_ANSWER: 'UNREACHABLE',
  AUTH_REFRESH_LOCK_TIMEOUT: 'SESSION_BUSY',
  AUTH_SUPERSEDED: 'SESSION_ENDED',
  AUTH_SESSION_PROBE_FAILED: 'SESSION_ENDED',
  // core/auth: a token that is not a JWT (claims are read for timing only; core treats it as opaque)
  AUTH_JWT_INVALID: 'INVALID_RESPONSE',
  // core/captcha (the bot check before a login)
  CAPTCHA_UNAVAILABLE: 'UNREACHABLE',
  CAPTCHA_INVALID_CHALLENGE: 'INVALID_RESPONSE',
  CAPTCHA_UNSOLVABLE: 'INVALID_RESPONSE',
  CAPTCHA_REJECTED: 'INVALID_RESPONSE',
  CAPTCHA_EXPIRED: 'INVALID_RESPONSE',
  CAPTCHA_CANCELLED: 'INTERNAL',
  // core/logout: the server's half of a logout (the local session is gone either way)
  LOGOUT_IDP_FAILED: 'INVALID_RESPONSE',
  LOGOUT_IDP_UNREACHABLE: 'UNREACHABLE',
  LOGOUT_PORTAL_FAILED: 'INVALID_RESPONSE',
  LOGOUT_PORTAL_UNREACHABLE: 'UNREACHABLE',
  // core/ports: another process held the session lock past the wait (as AUTH_REFRESH_LOCK_TIMEOUT)
  LOCK_UNAVAILABLE: 'SESSION_BUSY',
  // core/footer: the CMS answered off the contract; a bad year is a bug
  FOOTER_DATA_INVALID: 'INVALID_RESPONSE',
  FOOTER_YEAR_INVALID: 'INTERNAL',
  // core/redirects: an origin or a path of the configuration is not usable; a relative URL is a bug
  REDIRECT_INVALID_ORIGIN: 'CONFIG_INVALID',
  REDIRECT_INVALID_CONFIG: 'CONFIG_INVALID',
  REDIRECT_INVALID_URL: 'INTERNAL',
  // core/i18n: a number, date or text the code asked for wrongly
  I18N_INVALID_NUMBER: 'INTERNAL',
  I18N_INVALID_DATE: 'INTERNAL',
  I18N_INVALID_CURRENCY: 'INTERNAL',
  I18N_TEXTS_NOT_LOADED: 'INTERNAL',
};

function isCliCode(code: ErrorCode): code is CliErrorCode {
  return Object.hasOwn(EXIT_OF_CLI_CODE, code);
}

/**
 * The code of one of core's errors (or a CliError), read by shape: run-command.ts uses it for an
 * error no command caught, without loading core into portal-cli's entry chunk.
 * @example errorCodeOf(new ApiError('API_TIMEOUT', 'slow')) // 'API_TIMEOUT'
 * @example errorCodeOf(new Error('x')) // undefined
 */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return undefined;
  return Object.hasOwn(EXIT_OF_CLI_CODE, code) || Object.hasOwn(CLI_CODE_OF_CORE_CODE, code)
    ? (code as ErrorCode)
    : undefined;
}

/**
 * portal-cli's error code for any error code.
 * @example cliCodeFor('API_TIMEOUT') // 'UNREACHABLE'
 */
export function cliCodeFor(code: ErrorCode): CliErrorCode {
  return isCliCode(code) ? code : CLI_CODE_OF_CORE_CODE[code];
}

/**
 * The documented exit code of an error code.
 * @example exitCodeFor('API_TIMEOUT') // 4
 * @example exitCodeFor('LOGIN_REFUSED') // 3
 */
export function exitCodeFor(code: ErrorCode): ExitCode {
  return EXIT_OF_CLI_CODE[cliCodeFor(code)];
}
