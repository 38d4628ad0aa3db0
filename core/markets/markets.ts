/**
 * The markets of the country picker (§2.6, §3 Market entry) and which design version lists which.
 *
 * v1 lists the ten basic markets plus the EU/English entry (§9 "ten country markets plus EU/English
 * entry in the basic picker"); v2 adds Switzerland and Italy (§2.6 "later also Switzerland and
 * Italy", §1 "v1 and v2 … change the market list"). See docs/decisions/010-markets-and-footer.md.
 */
import type { Country, Locale, LocalePrefix } from '../locale';
import { toPrefix } from '../locale';

/** The two design versions (§1); they change the logo, the footer and the market list. */
export type DesignVersion = 'v1' | 'v2';

/** A market's key: its lower-case two-letter code (`us` for the United States, `eu` for the EU entry). */
export type MarketKey =
  | 'at'
  | 'fr'
  | 'de'
  | 'ie'
  | 'nl'
  | 'es'
  | 'gb'
  | 'us'
  | 'pl'
  | 'fi'
  | 'ch'
  | 'it'
  | 'eu';

/** §3: the market entry's locale; the EU/English entry is `other`. */
export type MarketLocale = Exclude<Locale, 'en'> | 'other';

/** Which site a market's link points at when no unified-domain flag applies (§2.6). */
export type MarketSite = 'shared' | 'nl' | 'gb';

/** The fixed facts about one market; labels and links are derived per viewer (see entries.ts). */
export interface MarketDefinition {
  readonly key: MarketKey;
  readonly country: Country;
  /** §3 Market entry locale (`other` for the EU entry). */
  readonly locale: MarketLocale;
  /** The site locale the market's pages are served in: `en` for the EU entry. */
  readonly siteLocale: Locale;
  /** §3 redirectTarget: ISO 3166 two- and three-letter codes, lower-case (`eu`/`eur` for Europe). */
  readonly redirectTarget: { readonly alpha2: string; readonly alpha3: string };
  readonly site: MarketSite;
}

function market(
  key: MarketKey,
  alpha3: string,
  locale: MarketLocale,
  site: MarketSite = 'shared',
): MarketDefinition {
  const siteLocale: Locale = locale === 'other' ? 'en' : locale;
  const country: Country = key === 'eu' ? 'EU' : (key.toUpperCase() as Country);
  return { key, country, locale, siteLocale, redirectTarget: { alpha2: key, alpha3 }, site };
}

/** Every market the portal knows, in the spec's order (§2.6, §3). */
export const MARKETS: Readonly<Record<MarketKey, MarketDefinition>> = {
  at: market('at', 'aut', 'de-AT'),
  fr: market('fr', 'fra', 'fr-FR'),
  de: market('de', 'deu', 'de-DE'),
  ie: market('ie', 'irl', 'en-IE'),
  nl: market('nl', 'nld', 'nl-NL', 'nl'),
  es: market('es', 'esp', 'es-ES'),
  gb: market('gb', 'gbr', 'en-GB', 'gb'),
  us: market('us', 'usa', 'en-US'),
  pl: market('pl', 'pol', 'pl-PL'),
  fi: market('fi', 'fin', 'fi-FI'),
  ch: market('ch', 'che', 'de-CH'),
  it: market('it', 'ita', 'it-IT'),
  eu: market('eu', 'eur', 'other'),
};

const V1_KEYS: readonly MarketKey[] = ['at', 'fr', 'de', 'ie', 'nl', 'es', 'gb', 'us', 'pl', 'fi', 'eu'];
const V2_KEYS: readonly MarketKey[] = [...V1_KEYS.filter((key) => key !== 'eu'), 'ch', 'it', 'eu'];

/**
 * The markets a design version lists, unsorted (sorting needs the viewer's language).
 * @example marketsFor('v1').length // 11 (ten markets and the EU entry)
 * @example marketsFor('v2').some((m) => m.key === 'ch') // true
 */
export function marketsFor(version: DesignVersion): readonly MarketDefinition[] {
  return (version === 'v1' ? V1_KEYS : V2_KEYS).map((key) => MARKETS[key]);
}

/**
 * The market a site locale belongs to; every supported locale has exactly one (`en` is the EU entry).
 * @example marketForLocale('en').key // 'eu'
 * @example marketForLocale('de-CH').key // 'ch'
 */
export function marketForLocale(locale: Locale): MarketDefinition {
  const found = Object.values(MARKETS).find((entry) => entry.siteLocale === locale);
  // Unreachable while MARKETS covers SUPPORTED_LOCALES; a test guards that.
  if (!found) throw new Error(`no market for locale ${locale}`);
  return found;
}

/**
 * §3 preferredLocale: the market's site locale in lower case (`en` for the EU entry).
 * @example preferredLocaleOf(MARKETS.at) // 'de-at'
 */
export function preferredLocaleOf(definition: MarketDefinition): LocalePrefix {
  return toPrefix(definition.siteLocale);
}

/** The flag image of a market, served from the site's static files. */
export function flagPathOf(definition: MarketDefinition): string {
  return `/flags/${definition.key}.svg`;
}
