/**
 * §2.6 picker order: alphabetical by translated country name with English collation, punctuation
 * ignored, and the generic EU/English entry added after sorting (so it is always last, whatever
 * its translated label would sort as).
 *
 * The picker sorts with a plain key (`sortByName`): an `Intl.Collator` costs about 6 ms of CPU on
 * first use, at the start of `portal-cli markets` and of every page with the picker (decision 151),
 * and the names are texts a translator may change, so their order cannot be written down with them
 * (decision 190). The collator rule below stays the definition; sort.test.ts checks that the plain key
 * orders every language's names as the collator does.
 */

import { once } from '../lazy';
import type { Country } from '../locale';
import type { MarketKey } from './markets';

/** The countries of the country markets: every market but the generic EU/English entry. */
export type MarketCountry = Exclude<Country, 'EU'>;

/** Built on the first comparison, not when the module loads (nothing costly at start-up). */
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
 * new array. The reference for `sortByName`.
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
 * A label as English collation compares it first: the letters without their accents, no spaces or
 * punctuation, lower case ("États-Unis" → "etatsunis"). No ICU object is built.
 */
export function plainSortKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s.,'’()-]/g, '')
    .toLowerCase();
}

/**
 * Sorts entries by `plainSortKey` of their labels and appends the EU entry afterwards; no Intl
 * object is built. Returns a new array.
 * @example sortByName([{ key: 'eu', label: 'Europe' }, { key: 'fr', label: 'France' }, { key: 'at', label: 'Österreich' }])
 * // [{ key: 'fr', … }, { key: 'at', … }, { key: 'eu', … }]
 */
export function sortByName<T extends { readonly key: MarketKey; readonly label: string }>(
  entries: readonly T[],
): T[] {
  const countries = entries
    .filter((entry) => entry.key !== 'eu')
    .map((entry) => ({ entry, key: plainSortKey(entry.label) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ entry }) => entry);
  return [...countries, ...entries.filter((entry) => entry.key === 'eu')];
}
