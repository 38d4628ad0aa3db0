/**
 * The one base of every error core throws or returns (docs/decisions/130; design §5, jose `util/errors.ts`):
 * a stable `code` in one format, SCREAMING_SNAKE_CASE with the owning folder first
 * (`API_TIMEOUT`, `AUTH_REFRESH_FAILED`, `CAPTCHA_EXPIRED`). Drivers decide by the code, never by
 * the message or the class: portal-cli maps codes to exit codes (cli/exit-code-for.ts), the web to
 * translated messages and log fields. Messages are for developers and logs; they never carry
 * response bodies, tokens or personal data (security.md 7).
 */

/**
 * The format of every code, checked when the code is written: upper case words joined by `_`, at
 * least two of them (the folder and what happened). `'ApiTimeout'` or `'TIMEOUT'` do not compile.
 */
export type PortalErrorCode = Uppercase<`${string}_${string}`>;

/** The same rule at run time, for codes that arrive as data (error-codes.test.ts checks each list). */
export const PORTAL_ERROR_CODE_FORMAT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * Extended by every core error class; each keeps its own `name` (set explicitly, as bundlers
 * rename classes) and narrows `Code` to its folder's union.
 * @example
 * export class LogoutError extends PortalError<LogoutErrorCode> {
 *   constructor(code: LogoutErrorCode, message: string) {
 *     super(code, message);
 *     this.name = 'LogoutError';
 *   }
 * }
 */
export abstract class PortalError<Code extends PortalErrorCode = PortalErrorCode> extends Error {
  readonly code: Code;

  protected constructor(code: Code, message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/**
 * True for any of core's errors, optionally with the given code. Checked by shape, not only by
 * `instanceof`, so an error made by another copy of core (portal-cli's bundle chunks, a test's
 * module cache) still counts.
 * @example isPortalError(new ApiError('API_TIMEOUT', 'slow'), 'API_TIMEOUT') // true
 * @example isPortalError(new Error('x')) // false
 */
export function isPortalError<Code extends PortalErrorCode = PortalErrorCode>(
  error: unknown,
  code?: Code,
): error is PortalError<Code> {
  if (!(error instanceof Error)) return false;
  const actual = (error as { code?: unknown }).code;
  if (typeof actual !== 'string' || !PORTAL_ERROR_CODE_FORMAT.test(actual)) return false;
  return code === undefined || actual === code;
}
