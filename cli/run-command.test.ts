import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/api';
import { LogoutError } from '../core/logout';
import { createContext } from './context';
import { CliError } from './errors';
import { reportError } from './run-command';
import { recordingIo } from './test/recording-io';

/** The exit code and the `--json` error document of an error no command caught. */
function report(error: unknown) {
  const cli = recordingIo();
  const exitCode = reportError(createContext(cli, { json: true }), 'session', error);
  return { exitCode, error: JSON.parse(cli.out()).error };
}

describe('an error no command caught: one mapping from codes to exit codes', () => {
  it("exits with its code's exit code when it is one of core's errors, and names the core code", () => {
    expect(report(new ApiError('API_TIMEOUT', 'no answer in 3000 ms'))).toEqual({
      exitCode: 4,
      error: {
        code: 'UNREACHABLE',
        message: 'no answer in 3000 ms',
        exitCode: 4,
        details: { code: 'API_TIMEOUT' },
      },
    });
    expect(report(new LogoutError('LOGOUT_IDP_FAILED', 'HTTP 500')).exitCode).toBe(5);
  });

  it('keeps a CliError as it is, and anything else is unexpected (5)', () => {
    expect(report(new CliError('NOT_LOGGED_IN', 'log in first')).exitCode).toBe(3);
    const unexpected = report(new TypeError('x is undefined'));
    expect(unexpected.exitCode).toBe(5);
    expect(unexpected.error.code).toBe('INTERNAL');
  });
});
