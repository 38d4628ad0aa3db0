/**
 * Translated country names (§2.6 "translated country name") from the platform's CLDR data, so no
 * one maintains 12 × 9 names by hand.
 */
import type { Locale } from '../locale';
import type { MarketDefinition } from './markets';
import { marketTexts } from './texts';

// One formatter per viewer locale: constructing Intl objects is the expensive part.
const displayNamesByLocale = new Map<Locale, Intl.DisplayNames>();

function regionNames(viewerLocale: Locale): Intl.DisplayNames {
  let names = displayNamesByLocale.get(viewerLocale);
  if (!names) {
    names = new Intl.DisplayNames([viewerLocale, 'en'], { type: 'region', fallback: 'code' });
    displayNamesByLocale.set(viewerLocale, names);
  }
  return names;
}

/**
 * The market's name in the viewer's language; the EU entry gets its translated "Europe (English)".
 * @example marketLabel(MARKETS.de, 'fr-FR') // 'Allemagne'
 * @example marketLabel(MARKETS.eu, 'de-DE') // 'Europa (Englisch)'
 */
export function marketLabel(definition: MarketDefinition, viewerLocale: Locale): string {
  if (definition.key === 'eu') return marketTexts(viewerLocale).europeEnglish;
  return regionNames(viewerLocale).of(definition.country) ?? definition.country;
}
