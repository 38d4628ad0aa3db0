/**
 * Errors of portal-cli, keyed by a stable `code` (design §5) that maps to an exit code. Each one
 * says what went wrong and, in `hint`, how to fix it: the user reads both on stderr, a script reads
 * both in the `--json` document.
 */
import { type CliErrorCode, exitCodeFor } from './exit-code-for';
import type { ExitCode } from './exit-codes';

export type { CliErrorCode } from './exit-code-for';

export class CliError extends Error {
  readonly exitCode: ExitCode;
  constructor(
    readonly code: CliErrorCode,
    message: string,
    /** How to fix it, in one sentence. */
    readonly hint?: string,
    /** Extra facts for the `--json` document (never secrets). */
    readonly details?: Readonly<Record<string, unknown>>,
    /** Only for INTERRUPTED by SIGTERM (143); every other code has its one exit code. */
    exitCode?: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode ?? exitCodeFor(code);
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
