import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ApiError } from '../core/api';
import { CAPTCHA_ERROR_CODES } from '../core/captcha';
import { LockUnavailableError } from '../core/ports';
import { CliError } from './errors';
import {
  CLI_CODE_OF_CORE_CODE,
  cliCodeFor,
  type ErrorCode,
  EXIT_OF_CLI_CODE,
  errorCodeOf,
  exitCodeFor,
} from './exit-code-for';
import { EXIT_CODE_TABLE } from './exit-codes';

/**
 * Every error code with the exit code the README's table documents for it: 2 usage, 3
 * authentication, 4 environment unreachable, 5 unexpected, 1 a check failed.
 */
const EXPECTED: Readonly<Record<ErrorCode, number>> = {
  USAGE: 2,
  CONFIG_INVALID: 2,
  UNSAFE_FILE: 2,
  PASSWORD_MISSING: 2,
  ONE_TIME_CODE_MISSING: 2,
  CAPTCHA_TOKEN_MISSING: 2,
  LOGIN_REFUSED: 3,
  NOT_LOGGED_IN: 3,
  SESSION_ENDED: 3,
  REFRESH_FAILED: 3,
  UNREACHABLE: 4,
  SESSION_BUSY: 4,
  REDIRECT_NOT_DUE: 2,
  CHECK_FAILED: 1,
  INVALID_RESPONSE: 5,
  INTERNAL: 5,
  INTERRUPTED: 130,
  API_TIMEOUT: 4,
  API_NETWORK: 4,
  API_HTTP: 5,
  API_INVALID_RESPONSE: 5,
  API_FORBIDDEN: 3,
  API_UNAUTHENTICATED: 3,
  API_CANCELLED: 3,
  AUTH_NO_REFRESH_TOKEN: 3,
  AUTH_REFRESH_TOKEN_EXPIRED: 3,
  AUTH_REFRESH_TOKEN_REUSED: 3,
  AUTH_REFRESH_CLIENT_MISMATCH: 3,
  AUTH_REFRESH_GRANT_INVALID: 3,
  AUTH_REFRESH_CLIENT_UNKNOWN: 3,
  AUTH_REFRESH_REFUSED: 3,
  AUTH_REFRESH_FAILED: 3,
  AUTH_REFRESH_TIMEOUT: 4,
  AUTH_REFRESH_NETWORK: 4,
  AUTH_REFRESH_UNAVAILABLE: 4,
  AUTH_REFRESH_INVALID_ANSWER: 4,
  AUTH_REFRESH_LOCK_TIMEOUT: 4,
  AUTH_SUPERSEDED: 3,
  AUTH_SESSION_PROBE_FAILED: 3,
  AUTH_JWT_INVALID: 5,
  CAPTCHA_UNAVAILABLE: 4,
  CAPTCHA_INVALID_CHALLENGE: 5,
  CAPTCHA_UNSOLVABLE: 5,
  CAPTCHA_REJECTED: 5,
  CAPTCHA_EXPIRED: 5,
  CAPTCHA_CANCELLED: 5,
  LOGOUT_IDP_FAILED: 5,
  LOGOUT_IDP_UNREACHABLE: 4,
  LOGOUT_PORTAL_FAILED: 5,
  LOGOUT_PORTAL_UNREACHABLE: 4,
  LOCK_UNAVAILABLE: 4,
  FOOTER_DATA_INVALID: 5,
  FOOTER_YEAR_INVALID: 5,
  REDIRECT_INVALID_ORIGIN: 2,
  REDIRECT_INVALID_CONFIG: 2,
  REDIRECT_INVALID_URL: 5,
  I18N_INVALID_NUMBER: 5,
  I18N_INVALID_DATE: 5,
  I18N_INVALID_CURRENCY: 5,
  I18N_TEXTS_NOT_LOADED: 5,
};

describe('exitCodeFor: one mapping from error codes to the documented exit codes (README "Exit codes")', () => {
  it.each(Object.entries(EXPECTED))('%s exits %i', (code, exit) => {
    expect(exitCodeFor(code as ErrorCode)).toBe(exit);
  });

  it('the table above covers every code the mapping knows, and every code of core/api', () => {
    const known = [...Object.keys(EXIT_OF_CLI_CODE), ...Object.keys(CLI_CODE_OF_CORE_CODE)].sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(known);
    for (const code of [...API_ERROR_CODES, ...CAPTCHA_ERROR_CODES]) expect(known).toContain(code);
  });

  it('uses only the exit codes the help and README document', () => {
    const documented = new Set(EXIT_CODE_TABLE.map((row) => row.code));
    for (const code of Object.keys(EXPECTED)) expect(documented).toContain(exitCodeFor(code as ErrorCode));
  });

  it('a CliError built from a core code gets the same exit code (menu --private on API_TIMEOUT: 4, not 3)', () => {
    expect(new CliError(cliCodeFor('API_TIMEOUT'), 'no answer').exitCode).toBe(4);
    expect(new CliError(cliCodeFor('API_UNAUTHENTICATED'), 'refused').exitCode).toBe(3);
  });

  it("reads the code of core's errors by shape, and only codes it maps", () => {
    expect(errorCodeOf(new ApiError('API_TIMEOUT', 'slow'))).toBe('API_TIMEOUT');
    expect(errorCodeOf(new LockUnavailableError('refresh', 'held'))).toBe('LOCK_UNAVAILABLE');
    expect(errorCodeOf(new CliError('USAGE', 'bad option'))).toBe('USAGE');
    expect(errorCodeOf(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeUndefined();
    expect(errorCodeOf({ code: 'API_TIMEOUT' })).toBeUndefined();
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});
