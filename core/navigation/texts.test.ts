import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../locale';
import { NAV_TEXTS, type NavTexts } from '.';

function allStrings(t: NavTexts): string[] {
  return Object.values(t).map((value) =>
    typeof value === 'function' ? (value as (a: number, b: number) => string)(3, 5) : (value as string),
  );
}

describe('navigation texts (§2.4 titles, common brief: every text locale)', () => {
  it('every locale has a non-empty text for every key', () => {
    for (const locale of TEXT_LOCALES) {
      for (const text of allStrings(NAV_TEXTS[locale])) expect(text.trim(), locale).not.toBe('');
    }
  });

  it('menus are translated, not copied from English (the group titles differ per language)', () => {
    const titles = new Set(
      ['de', 'en', 'es', 'fr', 'nl', 'pl', 'fi', 'it'].map((l) => NAV_TEXTS[l as 'de'].offers),
    );
    expect(titles.size).toBe(8);
  });

  it('Swiss German has no ß anywhere, including computed durations', () => {
    for (const text of allStrings(NAV_TEXTS['de-CH'])) expect(text).not.toContain('ß');
    expect(NAV_TEXTS['de-CH'].logoAlt('Straße')).toBe('Strasse – Startseite');
  });

  it('durations follow each language’s grammar', () => {
    expect(NAV_TEXTS.en.years(1)).toBe('1 year');
    expect(NAV_TEXTS.en.years(2)).toBe('2 years');
    expect([1, 2, 5, 12, 22, 25].map(NAV_TEXTS.pl.years)).toEqual([
      '1 rok',
      '2 lata',
      '5 lat',
      '12 lat',
      '22 lata',
      '25 lat',
    ]);
    expect(NAV_TEXTS.pl.termRange(3, 5)).toBe('Okres od 3 miesięcy do 5 lat');
    expect(NAV_TEXTS.fi.years(1)).toBe('1 vuosi');
    expect(NAV_TEXTS.fi.years(3)).toBe('3 vuotta');
    expect(NAV_TEXTS.de.upToMonths(12)).toBe('Bis zu 12 Monaten');
  });
});
