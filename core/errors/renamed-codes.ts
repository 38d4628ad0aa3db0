/**
 * Codes that changed when every error code took one format (docs/decisions/130): core/api
 * and core/captcha spelt theirs in PascalCase (`ApiTimeout`), the rest already in SCREAMING_SNAKE_CASE
 * (`AUTH_REFRESH_FAILED`). The new codes are what core throws, what analytics' `captcha-failed`
 * carries and what portal-cli prints; this table is for whoever reads logs, dashboards or `--json`
 * documents written before the change. No other code changed.
 */
import type { PortalErrorCode } from './portal-error';

export const RENAMED_ERROR_CODES = {
  ApiTimeout: 'API_TIMEOUT',
  ApiNetwork: 'API_NETWORK',
  ApiHttp: 'API_HTTP',
  ApiInvalidResponse: 'API_INVALID_RESPONSE',
  ApiForbidden: 'API_FORBIDDEN',
  ApiUnauthenticated: 'API_UNAUTHENTICATED',
  ApiCancelled: 'API_CANCELLED',
  CaptchaUnavailable: 'CAPTCHA_UNAVAILABLE',
  CaptchaInvalidChallenge: 'CAPTCHA_INVALID_CHALLENGE',
  CaptchaUnsolvable: 'CAPTCHA_UNSOLVABLE',
  CaptchaRejected: 'CAPTCHA_REJECTED',
  CaptchaExpired: 'CAPTCHA_EXPIRED',
  CaptchaCancelled: 'CAPTCHA_CANCELLED',
} as const satisfies Record<string, PortalErrorCode>;

export type RenamedErrorCode = keyof typeof RENAMED_ERROR_CODES;

/**
 * Today's code for a code that may have been written before the change; any other text unchanged.
 * @example currentErrorCode('ApiTimeout') // 'API_TIMEOUT'
 * @example currentErrorCode('AUTH_REFRESH_FAILED') // 'AUTH_REFRESH_FAILED'
 */
export function currentErrorCode(code: string): string {
  return Object.hasOwn(RENAMED_ERROR_CODES, code) ? RENAMED_ERROR_CODES[code as RenamedErrorCode] : code;
}
