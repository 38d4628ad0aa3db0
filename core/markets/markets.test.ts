import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { flagPathOf, MARKETS, marketForLocale, marketsFor, preferredLocaleOf } from '.';

// §3 Market entry, as the spec lists it: key, locale, redirect target pair.
const SPEC_MARKETS = [
  ['at', 'de-AT', 'aut'],
  ['fr', 'fr-FR', 'fra'],
  ['de', 'de-DE', 'deu'],
  ['ie', 'en-IE', 'irl'],
  ['nl', 'nl-NL', 'nld'],
  ['es', 'es-ES', 'esp'],
  ['gb', 'en-GB', 'gbr'],
  ['us', 'en-US', 'usa'],
  ['pl', 'pl-PL', 'pol'],
  ['fi', 'fi-FI', 'fin'],
  ['ch', 'de-CH', 'che'],
  ['it', 'it-IT', 'ita'],
  ['eu', 'other', 'eur'],
] as const;

describe('§3 Market entry definitions', () => {
  it.each(SPEC_MARKETS)('§3 %s has locale %s and redirect target %s', (key, locale, alpha3) => {
    const market = MARKETS[key];
    expect(market.locale).toBe(locale);
    expect(market.redirectTarget).toEqual({ alpha2: key, alpha3 });
  });

  it('§3 preferredLocale is the lower-case site locale; the EU entry prefers en', () => {
    expect(preferredLocaleOf(MARKETS.at)).toBe('de-at');
    expect(preferredLocaleOf(MARKETS.us)).toBe('en-us');
    expect(preferredLocaleOf(MARKETS.eu)).toBe('en');
    for (const market of Object.values(MARKETS))
      expect(preferredLocaleOf(market)).toBe(preferredLocaleOf(market).toLowerCase());
  });

  it('§9 every supported locale belongs to exactly one market', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(marketForLocale(locale).siteLocale).toBe(locale);
      expect(Object.values(MARKETS).filter((market) => market.siteLocale === locale)).toHaveLength(1);
    }
    expect(marketForLocale('en').key).toBe('eu');
  });

  it('§2.6 flag images are per market', () => {
    expect(flagPathOf(MARKETS.de)).toBe('/flags/de.svg');
    expect(new Set(Object.values(MARKETS).map(flagPathOf)).size).toBe(13);
  });
});

describe('§1/§2.6/§9 market lists per design version', () => {
  it('§9 v1 lists the ten basic markets plus the EU entry', () => {
    const keys = marketsFor('v1').map((market) => market.key);
    expect(keys).toHaveLength(11);
    expect(new Set(keys)).toEqual(
      new Set(['at', 'fr', 'de', 'ie', 'nl', 'es', 'gb', 'us', 'pl', 'fi', 'eu']),
    );
  });

  it('§2.6 v2 adds Switzerland and Italy and nothing else', () => {
    const v1 = marketsFor('v1').map((market) => market.key);
    const v2 = marketsFor('v2').map((market) => market.key);
    expect(v2.filter((key) => !v1.includes(key)).sort()).toEqual(['ch', 'it']);
    expect(v1.every((key) => v2.includes(key))).toBe(true);
  });
});
