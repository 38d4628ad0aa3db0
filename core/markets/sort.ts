/**
 * §2.6 picker order: alphabetical by translated country name with English collation, punctuation
 * ignored, and the generic EU/English entry added after sorting (so it is always last, whatever
 * its translated label would sort as).
 *
 * The picker itself uses the order the names are written in per language (`MarketTexts.countryNames`,
 * `sortByCountryOrder`): an `Intl.Collator` costs about 6 ms of CPU on first use, at the start of
 * `portal-cli markets` and of every page with the picker (issue 13, decision 151). The collator
 * rule below stays the definition; sort.test.ts checks every language's written order against it.
 */
import type { MarketCountry } from '../i18n';
import { once } from '../lazy';
import type { MarketKey } from './markets';

/** Built on the first comparison, not when the module loads (issue 12: nothing costly at start-up). */
const englishCollator = once(() => new Intl.Collator('en', { ignorePunctuation: true }));

/**
 * §2.6 comparison of two labels: English collation, punctuation ignored.
 * @example compareMarketLabels('Åland', 'Zambia') < 0 // true
 */
export function compareMarketLabels(a: string, b: string): number {
  return englishCollator().compare(a, b);
}

/**
 * Sorts entries by label with the §2.6 collation and appends the EU entry afterwards. Returns a
 * new array. For labels that are not the written country names (the picker uses `sortByCountryOrder`).
 * @example sortMarketEntries([{ key: 'eu', label: 'Europe (English)' }, { key: 'at', label: 'Austria' }])
 * // [{ key: 'at', … }, { key: 'eu', … }]
 */
export function sortMarketEntries<T extends { readonly key: MarketKey; readonly label: string }>(
  entries: readonly T[],
): T[] {
  const countries = entries.filter((entry) => entry.key !== 'eu');
  const europe = entries.filter((entry) => entry.key === 'eu');
  return [...countries.sort((a, b) => compareMarketLabels(a.label, b.label)), ...europe];
}

/**
 * Sorts entries in a language's precomputed §2.6 order (the key order of `MarketTexts.countryNames`) and appends
 * the EU entry afterwards; no Intl object is built. Returns a new array.
 * @example sortByCountryOrder([{ key: 'eu' }, { key: 'fr' }, { key: 'at' }], ['AT', 'FR'])
 * // [{ key: 'at' }, { key: 'fr' }, { key: 'eu' }]
 */
export function sortByCountryOrder<T extends { readonly key: MarketKey }>(
  entries: readonly T[],
  order: readonly MarketCountry[],
): T[] {
  // A market's country is its key in upper case (markets.ts); a country missing from the order
  // (a table error the tests refuse) sorts after the listed ones rather than first.
  const rank = (entry: T) => {
    const index = order.indexOf(entry.key.toUpperCase() as MarketCountry);
    return index === -1 ? order.length : index;
  };
  const countries = entries.filter((entry) => entry.key !== 'eu');
  const europe = entries.filter((entry) => entry.key === 'eu');
  return [...countries.sort((a, b) => rank(a) - rank(b)), ...europe];
}
