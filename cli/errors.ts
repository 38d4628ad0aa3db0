/**
 * Errors of portal-cli, keyed by a stable `code` (design §5) that maps to an exit code. Each one
 * says what went wrong and, in `hint`, how to fix it: the user reads both on stderr, a script reads
 * both in the `--json` document.
 */
import { EXIT, type ExitCode } from './exit-codes';

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
  | 'CHECK_FAILED'
  | 'INVALID_RESPONSE'
  | 'INTERNAL';

const EXIT_OF: Record<CliErrorCode, ExitCode> = {
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
  CHECK_FAILED: EXIT.checkFailed,
  INVALID_RESPONSE: EXIT.internal,
  INTERNAL: EXIT.internal,
};

export class CliError extends Error {
  readonly exitCode: ExitCode;
  constructor(
    readonly code: CliErrorCode,
    message: string,
    /** How to fix it, in one sentence. */
    readonly hint?: string,
    /** Extra facts for the `--json` document (never secrets). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'CliError';
    this.exitCode = EXIT_OF[code];
  }
}

export function isCliError(error: unknown): error is CliError {
  return error instanceof CliError;
}

/** The error as the `--json` document's `error` member. */
export function errorDocument(error: CliError): Record<string, unknown> {
  return {
    code: error.code,
    message: error.message,
    ...(error.hint ? { hint: error.hint } : {}),
    exitCode: error.exitCode,
    ...(error.details ? { details: error.details } : {}),
  };
}
