import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../i18n/all-texts';
import { TEXT_LOCALES, type TextLocale } from '../locale';
import type { NavTexts } from '.';

/** One language's navigation titles: the bar's and the menus' (two tables since decision 161). */
const navOf = (locale: TextLocale): NavTexts => ({ ...ALL_TEXTS[locale].nav, ...ALL_TEXTS[locale].navMenus });

function allStrings(t: NavTexts): string[] {
  return Object.values(t).map((value) =>
    typeof value === 'function' ? (value as (a: number, b: number) => string)(3, 5) : (value as string),
  );
}

describe('navigation texts (§2.4 titles, common brief: every text locale)', () => {
  it('every locale has a non-empty text for every key', () => {
    for (const locale of TEXT_LOCALES) {
      for (const text of allStrings(navOf(locale))) expect(text.trim(), locale).not.toBe('');
    }
  });

  it('menus are translated, not copied from English (the group titles differ per language)', () => {
    const titles = new Set(
      ['de', 'en', 'es', 'fr', 'nl', 'pl', 'fi', 'it'].map((l) => navOf(l as 'de').offers),
    );
    expect(titles.size).toBe(8);
  });

  it('Swiss German has no ß anywhere, including computed durations', () => {
    for (const text of allStrings(navOf('de-CH'))) expect(text).not.toContain('ß');
    expect(navOf('de-CH').logoAlt('Straße')).toBe('Strasse – Startseite');
  });

  it('durations follow each language’s grammar', () => {
    expect(navOf('en').years(1)).toBe('1 year');
    expect(navOf('en').years(2)).toBe('2 years');
    expect([1, 2, 5, 12, 22, 25].map(navOf('pl').years)).toEqual([
      '1 rok',
      '2 lata',
      '5 lat',
      '12 lat',
      '22 lata',
      '25 lat',
    ]);
    expect(navOf('pl').termRange(3, 5)).toBe('Okres od 3 miesięcy do 5 lat');
    expect(navOf('fi').years(1)).toBe('1 vuosi');
    expect(navOf('fi').years(3)).toBe('3 vuotta');
    expect(navOf('de').upToMonths(12)).toBe('Bis zu 12 Monaten');
  });
});
