/**
 * Errors of the redirect rules, keyed by a stable `code` (design §5). They are raised only for
 * programming or configuration mistakes (a bad origin, a bad configured path); hostile input is
 * never an error, it is simply not used as a redirect target (security.md 1).
 */
import { PortalError } from '../errors';

export type RedirectErrorCode =
  | 'REDIRECT_INVALID_ORIGIN'
  | 'REDIRECT_INVALID_URL'
  | 'REDIRECT_INVALID_CONFIG';

export class RedirectError extends PortalError<RedirectErrorCode> {
  constructor(code: RedirectErrorCode, message: string) {
    super(code, message);
    this.name = 'RedirectError';
  }
}
