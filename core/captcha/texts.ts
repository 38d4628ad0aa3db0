/**
 * What the visible bot-check widget says in each state (§4 Captcha states): core/i18n holds it with
 * every other text of a language (label-types.ts `CaptchaTexts`, texts/<language>/captcha.ts). A
 * screen reader hears the status through a polite live region; `label` names the checkbox.
 */
import { type CaptchaTexts, languageTexts } from '../i18n';
import type { Locale } from '../locale';

export type { CaptchaTexts };

/** @example captchaTexts('en-GB').status.solved // 'Verified' */
export function captchaTexts(locale: Locale): CaptchaTexts {
  return languageTexts(locale).captcha;
}
