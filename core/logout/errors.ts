/**
 * Errors of the logout sequence (§8: "Logout errors are rethrown with their message"), keyed by a
 * stable `code`. They are raised only after the local session is gone and the browser has been
 * sent on (security.md 6): a failing server never keeps anyone logged in here.
 */
import { PortalError } from '../errors';

export type LogoutErrorCode =
  /** The identity provider answered something other than 204. */
  | 'LOGOUT_IDP_FAILED'
  /** The identity provider could not be reached in time. */
  | 'LOGOUT_IDP_UNREACHABLE'
  /** The portal logout (flag userManagementCallObsLogout) answered with an error. */
  | 'LOGOUT_PORTAL_FAILED'
  /** The portal logout could not be reached in time. */
  | 'LOGOUT_PORTAL_UNREACHABLE';

export class LogoutError extends PortalError<LogoutErrorCode> {
  constructor(
    code: LogoutErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(code, message);
    this.name = 'LogoutError';
  }
}
