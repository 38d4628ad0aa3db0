/**
 * The shell's generic labels (skip link, menu, close, unread messages, "opens in a new window")
 * come from core/i18n's `common` namespace; one translator per locale, made once.
 */
import { createTranslator, type Translator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';

const translators = new Map<Locale, Translator>();

/** @example translatorFor('de-DE').t('common:menu') // 'Menü' */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}
