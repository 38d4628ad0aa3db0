/**
 * The login error messages (§8). core/i18n is the home of every text: its `errors` namespace holds
 * one message per §8 code in every text locale. This file only maps a login error code to its key,
 * so the web translates `t(loginErrorKey(code))` and the CLI reads `loginErrorText('en', code)`,
 * and both show the same words. GeneralError does not tell whether the email address exists
 * (security.md 7).
 */
import { languageTexts, type TextKey } from '../i18n';
import type { TextLocale } from '../locale';
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

type ErrorsKey<K> = K extends `errors:${infer Key}` ? Key : never;

/**
 * The translation key of a login error code.
 * @example t(loginErrorKey('InvalidGrant')) // t('errors:InvalidGrant')
 */
export function loginErrorKey(code: LoginErrorCode): LoginErrorKey {
  return LOGIN_ERROR_KEYS[code];
}

/**
 * The message of a login error code in a text locale, read from core/i18n's `errors` table (for
 * drivers without a translator, such as the CLI). The language must be loaded (core/i18n `loadTexts`).
 * @throws I18nError `I18N_TEXTS_NOT_LOADED` when the language is not loaded
 * @example loginErrorText('en', 'SystemError') // 'Our system is temporarily unavailable. Please try again later.'
 */
export function loginErrorText(locale: TextLocale, code: LoginErrorCode): string {
  const key = LOGIN_ERROR_KEYS[code].slice('errors:'.length) as ErrorsKey<LoginErrorKey>;
  return languageTexts(locale).errors[key];
}
