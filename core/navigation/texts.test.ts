import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../i18n/all-texts';
import { TEXT_LOCALES } from '../locale';
import type { NavTexts } from '.';

function allStrings(t: NavTexts): string[] {
  return Object.values(t).map((value) =>
    typeof value === 'function' ? (value as (a: number, b: number) => string)(3, 5) : (value as string),
  );
}

describe('navigation texts (§2.4 titles, common brief: every text locale)', () => {
  it('every locale has a non-empty text for every key', () => {
    for (const locale of TEXT_LOCALES) {
      for (const text of allStrings(ALL_TEXTS[locale].nav)) expect(text.trim(), locale).not.toBe('');
    }
  });

  it('menus are translated, not copied from English (the group titles differ per language)', () => {
    const titles = new Set(
      ['de', 'en', 'es', 'fr', 'nl', 'pl', 'fi', 'it'].map((l) => ALL_TEXTS[l as 'de'].nav.offers),
    );
    expect(titles.size).toBe(8);
  });

  it('Swiss German has no ß anywhere, including computed durations', () => {
    for (const text of allStrings(ALL_TEXTS['de-CH'].nav)) expect(text).not.toContain('ß');
    expect(ALL_TEXTS['de-CH'].nav.logoAlt('Straße')).toBe('Strasse – Startseite');
  });

  it('durations follow each language’s grammar', () => {
    expect(ALL_TEXTS.en.nav.years(1)).toBe('1 year');
    expect(ALL_TEXTS.en.nav.years(2)).toBe('2 years');
    expect([1, 2, 5, 12, 22, 25].map(ALL_TEXTS.pl.nav.years)).toEqual([
      '1 rok',
      '2 lata',
      '5 lat',
      '12 lat',
      '22 lata',
      '25 lat',
    ]);
    expect(ALL_TEXTS.pl.nav.termRange(3, 5)).toBe('Okres od 3 miesięcy do 5 lat');
    expect(ALL_TEXTS.fi.nav.years(1)).toBe('1 vuosi');
    expect(ALL_TEXTS.fi.nav.years(3)).toBe('3 vuotta');
    expect(ALL_TEXTS.de.nav.upToMonths(12)).toBe('Bis zu 12 Monaten');
  });
});
