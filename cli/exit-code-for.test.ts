import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../core/api';
import { CliError } from './errors';
import {
  CLI_CODE_OF_CORE_CODE,
  cliCodeFor,
  type ErrorCode,
  EXIT_OF_CLI_CODE,
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
  ApiTimeout: 4,
  ApiNetwork: 4,
  ApiHttp: 5,
  ApiInvalidResponse: 5,
  ApiForbidden: 3,
  ApiUnauthenticated: 3,
  ApiCancelled: 3,
  AUTH_NO_REFRESH_TOKEN: 3,
  AUTH_REFRESH_TOKEN_EXPIRED: 3,
  AUTH_REFRESH_FAILED: 3,
  AUTH_REFRESH_TIMEOUT: 4,
  AUTH_REFRESH_NETWORK: 4,
  AUTH_REFRESH_UNAVAILABLE: 4,
  AUTH_REFRESH_LOCK_TIMEOUT: 4,
  AUTH_SUPERSEDED: 3,
  AUTH_SESSION_PROBE_FAILED: 3,
  CaptchaUnavailable: 4,
  CaptchaInvalidChallenge: 5,
  CaptchaUnsolvable: 5,
  CaptchaRejected: 5,
  CaptchaExpired: 5,
  CaptchaCancelled: 5,
};

describe('exitCodeFor: one mapping from error codes to the documented exit codes (README "Exit codes")', () => {
  it.each(Object.entries(EXPECTED))('%s exits %i', (code, exit) => {
    expect(exitCodeFor(code as ErrorCode)).toBe(exit);
  });

  it('the table above covers every code the mapping knows, and every code of core/api', () => {
    const known = [...Object.keys(EXIT_OF_CLI_CODE), ...Object.keys(CLI_CODE_OF_CORE_CODE)].sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(known);
    for (const code of API_ERROR_CODES) expect(known).toContain(code);
  });

  it('uses only the exit codes the help and README document', () => {
    const documented = new Set(EXIT_CODE_TABLE.map((row) => row.code));
    for (const code of Object.keys(EXPECTED)) expect(documented).toContain(exitCodeFor(code as ErrorCode));
  });

  it('a CliError built from a core code gets the same exit code (menu --private on ApiTimeout: 4, not 3)', () => {
    expect(new CliError(cliCodeFor('ApiTimeout'), 'no answer').exitCode).toBe(4);
    expect(new CliError(cliCodeFor('ApiUnauthenticated'), 'refused').exitCode).toBe(3);
  });
});
