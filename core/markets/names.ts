/**
 * Translated country names (§2.6 "translated country name"). They are CLDR's names, the ones
 * `Intl.DisplayNames` gives, written out in core/i18n's market texts of each language (`markets:countryNames_DE`, …): building an
 * `Intl.DisplayNames` is ICU's first use, about 10 ms of CPU at start for `portal-cli markets` and
 * for every page that shows the picker or the banner (decision 151). names.test.ts checks
 * the written names against Intl for every supported locale.
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import type { MarketDefinition } from './markets';

/**
 * The market's name in the viewer's language; the EU entry gets its translated "Europe (English)".
 * @example marketLabel(MARKETS.de, 'fr-FR') // 'Allemagne'
 * @example marketLabel(MARKETS.eu, 'de-DE') // 'Europa (Englisch)'
 */
export function marketLabel(definition: MarketDefinition, viewerLocale: Locale): string {
  const { t } = createTranslator(viewerLocale);
  if (definition.country === 'EU') return t('markets:europeEnglish');
  return t(`markets:countryNames_${definition.country}`);
}
