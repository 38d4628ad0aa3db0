/**
 * Errors of the bot check, keyed by a stable `code` (design §5). None carries the challenge or the
 * solution: they are not secrets, but they are noise in logs.
 */
import { PortalError } from '../errors';

export type CaptchaErrorCode =
  /** The challenge could not be fetched (network, timeout, HTTP error). */
  | 'CAPTCHA_UNAVAILABLE'
  /** The challenge did not match the ALTCHA format (core/auth captchaChallengeSchema) or its algorithm. */
  | 'CAPTCHA_INVALID_CHALLENGE'
  /** No number up to the challenge's maximum solves it. */
  | 'CAPTCHA_UNSOLVABLE'
  /** The provider's verification refused the solution. */
  | 'CAPTCHA_REJECTED'
  /** The challenge expired before it was solved or used. */
  | 'CAPTCHA_EXPIRED'
  /** Solving was stopped (reset, page left). */
  | 'CAPTCHA_CANCELLED';

export const CAPTCHA_ERROR_CODES: readonly CaptchaErrorCode[] = [
  'CAPTCHA_UNAVAILABLE',
  'CAPTCHA_INVALID_CHALLENGE',
  'CAPTCHA_UNSOLVABLE',
  'CAPTCHA_REJECTED',
  'CAPTCHA_EXPIRED',
  'CAPTCHA_CANCELLED',
];

export class CaptchaError extends PortalError<CaptchaErrorCode> {
  constructor(code: CaptchaErrorCode, message: string) {
    super(code, message);
    this.name = 'CaptchaError';
  }
}

/** @example isCaptchaError(error, 'CAPTCHA_CANCELLED') */
export function isCaptchaError(error: unknown, code?: CaptchaErrorCode): error is CaptchaError {
  return error instanceof CaptchaError && (code === undefined || error.code === code);
}
