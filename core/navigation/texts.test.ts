import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';

const t = (locale: Locale) => createTranslator(locale).t;

describe('navigation texts (§2.4 titles) as plural texts of the translator', () => {
  it('menus are translated, not copied from English (the group titles differ per language)', () => {
    const locales: Locale[] = ['de-DE', 'en', 'es-ES', 'fr-FR', 'nl-NL', 'pl-PL', 'fi-FI', 'it-IT'];
    expect(new Set(locales.map((locale) => t(locale)('navMenus:offers'))).size).toBe(8);
  });

  it('durations follow each language’s plural rules (CLDR through Intl.PluralRules)', () => {
    const years = (locale: Locale, count: number) => t(locale)('navMenus:years', { count });
    expect([years('en', 1), years('en', 2)]).toEqual(['1 year', '2 years']);
    expect([1, 2, 5, 12, 22, 25].map((count) => years('pl-PL', count))).toEqual([
      '1 rok',
      '2 lata',
      '5 lat',
      '12 lat',
      '22 lata',
      '25 lat',
    ]);
    expect([years('fi-FI', 1), years('fi-FI', 3)]).toEqual(['1 vuosi', '3 vuotta']);
    expect(t('de-DE')('navMenus:upToMonths', { count: 12 })).toBe('Bis zu 12 Monaten');
    // CLDR puts French 0 in "one": "0 an", not "0 ans".
    expect([years('fr-FR', 0), years('fr-FR', 1), years('fr-FR', 2)]).toEqual(['0 an', '1 an', '2 ans']);
  });

  it('a range with two counts is one sentence of two plural texts', () => {
    const range = (locale: Locale) =>
      t(locale)('navMenus:termRange', {
        from: t(locale)('navMenus:termRangeFrom', { count: 3 }),
        to: t(locale)('navMenus:termRangeTo', { count: 5 }),
      });
    expect(range('pl-PL')).toBe('Okres od 3 miesięcy do 5 lat');
    expect(range('en-IE')).toBe('Terms from 3 months to 5 years');
    expect(range('de-AT')).toBe('Laufzeiten von 3 Monaten bis zu 5 Jahren');
  });
});
