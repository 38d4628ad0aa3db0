/**
 * One translator per locale (core/i18n), cached so a re-render does not make a new one. The page's
 * language is loaded by the locale route's loader before anything renders (web/routing/guards.ts).
 */
import { createTranslator, type Translator } from '../../core/i18n';
import type { Locale } from '../../core/locale';

export type PortalTranslator = Translator;

const cache = new Map<Locale, PortalTranslator>();

/** @example translatorFor('de-CH').t('session:extend') // 'Sitzung verlängern' */
export function translatorFor(locale: Locale): PortalTranslator {
  let translator = cache.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    cache.set(locale, translator);
  }
  return translator;
}
