/**
 * The login error messages (§8). core/i18n is the home of every text: its `errors` namespace holds
 * one message per §8 code in every text locale. This file only maps a login error code to its key,
 * so the web translates `t(loginErrorKey(code))` and the CLI reads `loginErrorText('en', code)`,
 * and both show the same words. GeneralError does not tell whether the email address exists
 * (security.md 7).
 */
import { createTranslator, type TextKey } from '../i18n';
import type { Locale } from '../locale';
import type { LoginErrorCode } from './errors';

/** The message keys in core/i18n's `errors` namespace, one per login error code. */
export const LOGIN_ERROR_KEYS = {
  InvalidGrant: 'errors:InvalidGrant',
  AccountLocked: 'errors:AccountLocked',
  MtanDisabled: 'errors:MtanDisabled',
  SystemError: 'errors:SystemError',
  GeneralError: 'errors:GeneralError',
  InvalidOneTimeCode: 'errors:invalidOneTimeCode',
} as const satisfies Record<LoginErrorCode, TextKey>;

export type LoginErrorKey = (typeof LOGIN_ERROR_KEYS)[LoginErrorCode];

/**
 * The translation key of a login error code.
 * @example t(loginErrorKey('InvalidGrant')) // t('errors:InvalidGrant')
 */
export function loginErrorKey(code: LoginErrorCode): LoginErrorKey {
  return LOGIN_ERROR_KEYS[code];
}

/**
 * The message of a login error code in a locale's language (core/i18n's `errors` namespace must be
 * loaded, `loadTexts`).
 * @throws I18nError `I18N_TEXTS_NOT_LOADED` when the language is not loaded
 * @example loginErrorText('en', 'SystemError') // 'Our system is temporarily unavailable. Please try again later.'
 */
export function loginErrorText(locale: Locale, code: LoginErrorCode): string {
  return createTranslator(locale).t(LOGIN_ERROR_KEYS[code]);
}
