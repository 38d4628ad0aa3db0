/**
 * Texts of the country picker and the country banner (§2.6, §4 Country banner): core/i18n holds
 * them with every other text of a language (label-types.ts `MarketTexts`,
 * texts/<language>/markets.ts), the translated country names and their picker order included.
 */
import { languageTexts, type MarketTexts } from '../i18n';
import type { Locale } from '../locale';

export type { MarketTexts };

/** @example marketTexts('de-CH').close // 'Schliessen' */
export function marketTexts(locale: Locale): MarketTexts {
  return languageTexts(locale).markets;
}
