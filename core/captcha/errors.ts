/**
 * Errors of the bot check, keyed by a stable `code` (design §5). None carries the challenge or the
 * solution: they are not secrets, but they are noise in logs.
 */
export type CaptchaErrorCode =
  /** The challenge could not be fetched (network, timeout, HTTP error). */
  | 'CaptchaUnavailable'
  /** The challenge did not match the ALTCHA format (core/auth captchaChallengeSchema) or its algorithm. */
  | 'CaptchaInvalidChallenge'
  /** No number up to the challenge's maximum solves it. */
  | 'CaptchaUnsolvable'
  /** The provider's verification refused the solution. */
  | 'CaptchaRejected'
  /** The challenge expired before it was solved or used. */
  | 'CaptchaExpired'
  /** Solving was stopped (reset, page left). */
  | 'CaptchaCancelled';

export class CaptchaError extends Error {
  constructor(
    readonly code: CaptchaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

/** @example isCaptchaError(error, 'CaptchaCancelled') */
export function isCaptchaError(error: unknown, code?: CaptchaErrorCode): error is CaptchaError {
  return error instanceof CaptchaError && (code === undefined || error.code === code);
}
