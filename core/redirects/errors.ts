/**
 * Errors of the redirect rules, keyed by a stable `code` (design §5). They are raised only for
 * programming or configuration mistakes (a bad origin, a bad configured path); hostile input is
 * never an error, it is simply not used as a redirect target (security.md 1).
 */
export type RedirectErrorCode =
  | 'REDIRECT_INVALID_ORIGIN'
  | 'REDIRECT_INVALID_URL'
  | 'REDIRECT_INVALID_CONFIG';

export class RedirectError extends Error {
  constructor(
    readonly code: RedirectErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RedirectError';
  }
}
