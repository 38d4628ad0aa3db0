/**
 * One translator per locale (core/i18n), with the portal's page texts as an extra namespace.
 * Translators are cached: creating one builds i18next resources, which a re-render must not repeat.
 */
import { createTranslator, type Translator } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import { PORTAL_EXTRA_TEXTS } from '../texts';

export type PortalTranslator = Translator<typeof PORTAL_EXTRA_TEXTS>;

const cache = new Map<Locale, PortalTranslator>();

/** @example translatorFor('de-CH').t('session:extend') // 'Sitzung verlängern' */
export function translatorFor(locale: Locale): PortalTranslator {
  let translator = cache.get(locale);
  if (!translator) {
    translator = createTranslator(locale, { extra: PORTAL_EXTRA_TEXTS });
    cache.set(locale, translator);
  }
  return translator;
}
