import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from '../auth';
import { loginErrorCode } from './errors';

const flagsArb = fc.record({
  b2cShowBlockedUsersMessage: fc.boolean(),
  b2cShowSystemErrorMessage: fc.boolean(),
});
const errorArb = fc.oneof(
  fc.constantFrom(...Object.values(LOGIN_ERROR_CODES), 'server_error', 'temporarily_unavailable', undefined),
  fc.string(),
);
const statusArb = fc.integer({ min: 400, max: 599 });

describe('§8 login error catalogue (property)', () => {
  it('shows InvalidGrant and AccountLocked only with the blocked-users flag', () => {
    fc.assert(
      fc.property(flagsArb, errorArb, statusArb, (flags, error, status) => {
        const code = loginErrorCode({ status, error }, flags);
        return flags.b2cShowBlockedUsersMessage || (code !== 'InvalidGrant' && code !== 'AccountLocked');
      }),
    );
  });

  it('shows SystemError only with its flag, and always for 5xx with it (unless mTAN is disabled)', () => {
    fc.assert(
      fc.property(flagsArb, errorArb, statusArb, (flags, error, status) => {
        const code = loginErrorCode({ status, error }, flags);
        if (!flags.b2cShowSystemErrorMessage) return code !== 'SystemError';
        const mtanOrCode =
          error === LOGIN_ERROR_CODES.mtanDisabled || error === LOGIN_ERROR_CODES.invalidOneTimeCode;
        return status < 500 || mtanOrCode || code === 'SystemError';
      }),
    );
  });

  it('shows MtanDisabled whatever the flags and status', () => {
    fc.assert(
      fc.property(
        flagsArb,
        statusArb,
        (flags, status) =>
          loginErrorCode({ status, error: LOGIN_ERROR_CODES.mtanDisabled }, flags) === 'MtanDisabled',
      ),
    );
  });

  it('falls back to GeneralError for anything unknown', () => {
    expect(
      loginErrorCode(
        { status: 400, error: 'something_else' },
        { b2cShowBlockedUsersMessage: true, b2cShowSystemErrorMessage: true },
      ),
    ).toBe('GeneralError');
    expect(loginErrorCode({}, { b2cShowBlockedUsersMessage: true, b2cShowSystemErrorMessage: true })).toBe(
      'GeneralError',
    );
  });
});
