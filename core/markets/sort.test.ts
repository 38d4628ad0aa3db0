import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS } from '../config';
import { SUPPORTED_LOCALES } from '../locale';
import type { MarketKey } from '.';
import {
  buildMarketEntries,
  compareMarketLabels,
  countryPickerModel,
  MARKETS,
  marketLabel,
  sortByName,
  sortMarketEntries,
} from '.';
import { EXAMPLE_MARKET_DOMAINS as domains } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
});

const keys = Object.keys(MARKETS) as MarketKey[];

describe('§2.6 picker order', () => {
  it('§2.6 English collation ignores punctuation', () => {
    // With punctuation counted, the hyphen would put "Pays-Bas" first.
    expect(compareMarketLabels('Pays-Bas', 'Paysan')).toBeGreaterThan(0);
    // English collation sorts Ö with O (Swedish would put it after Z).
    expect(compareMarketLabels('Österreich', 'Polen')).toBeLessThan(0);
  });

  it('§2.6 property: the EU entry is last and the others are sorted by label', () => {
    const entry = fc.record({ key: fc.constantFrom(...keys), label: fc.string() });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const sorted = sortMarketEntries(entries);
        expect(sorted).toHaveLength(entries.length);
        expect(new Set(sorted)).toEqual(new Set(entries));
        const firstEu = sorted.findIndex((item) => item.key === 'eu');
        if (firstEu !== -1) expect(sorted.slice(firstEu).every((item) => item.key === 'eu')).toBe(true);
        const countries = sorted.filter((item) => item.key !== 'eu');
        for (let i = 1; i < countries.length; i++)
          expect(compareMarketLabels(countries[i - 1]!.label, countries[i]!.label)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('§2.6 the EU entry stays last even when its label sorts first', () => {
    const sorted = sortMarketEntries([
      { key: 'eu', label: 'Aaa' },
      { key: 'de', label: 'Germany' },
      { key: 'at', label: 'Austria' },
    ]);
    expect(sorted.map((item) => item.key)).toEqual(['at', 'de', 'eu']);
  });

  it('§2.6 English viewers see v1 in English alphabetical order, EU last', () => {
    const entries = buildMarketEntries({ version: 'v1', viewerLocale: 'en', domains, flags: DEFAULT_FLAGS });
    expect(entries.map((entry) => entry.label)).toEqual([
      'Austria',
      'Finland',
      'France',
      'Germany',
      'Ireland',
      'Netherlands',
      'Poland',
      'Spain',
      'United Kingdom',
      'United States',
      'Europe (English)',
    ]);
  });

  it('§2.6 German viewers see translated names sorted with English collation', () => {
    const entries = buildMarketEntries({
      version: 'v2',
      viewerLocale: 'de-DE',
      domains,
      flags: DEFAULT_FLAGS,
    });
    const labels = entries.map((entry) => entry.label);
    expect(labels.indexOf('Österreich')).toBe(labels.indexOf('Niederlande') + 1);
    expect(labels.at(-1)).toBe('Europa (Englisch)');
    expect(labels.slice(0, 3)).toEqual(['Deutschland', 'Finnland', 'Frankreich']);
  });

  it("§2.6 property: the picker's plain order equals the collation order, for any locale and any visible markets", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_LOCALES),
        fc.uniqueArray(fc.constantFrom(...keys)),
        (locale, visible) => {
          const entries = visible.map((key) => ({ key, label: marketLabel(MARKETS[key], locale) }));
          expect(sortByName(entries)).toEqual(sortMarketEntries(entries));
        },
      ),
    );
  });

  it('§2.6 the picker builds no Intl object, so no ICU data is loaded at start', () => {
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    const collator = vi.spyOn(Intl, 'Collator');
    for (const locale of SUPPORTED_LOCALES)
      for (const version of ['v1', 'v2'] as const)
        countryPickerModel({
          version,
          viewerLocale: locale,
          currentLocale: locale,
          domains,
          flags: DEFAULT_FLAGS,
        });
    expect(displayNames).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  });
});
