/**
 * §2.6 picker order: alphabetical by translated country name with English collation, punctuation
 * ignored, and the generic EU/English entry added after sorting (so it is always last, whatever
 * its translated label would sort as).
 */
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
 * Sorts entries by label and appends the EU entry afterwards. Returns a new array.
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
