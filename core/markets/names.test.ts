import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../i18n/all-texts';
import { TEXT_LOCALES } from '../locale';
import { MARKETS, marketLabel } from '.';

describe('§2.6 translated country names', () => {
  it('§2.6 names a market in the viewer language', () => {
    expect(marketLabel(MARKETS.de, 'en')).toBe('Germany');
    expect(marketLabel(MARKETS.de, 'fr-FR')).toBe('Allemagne');
    expect(marketLabel(MARKETS.nl, 'de-AT')).toBe('Niederlande');
    expect(marketLabel(MARKETS.gb, 'pl-PL')).toBe('Wielka Brytania');
    expect(marketLabel(MARKETS.fi, 'fi-FI')).toBe('Suomi');
  });

  it('§2.6 the EU entry gets the translated "Europe (English)" label', () => {
    expect(marketLabel(MARKETS.eu, 'en-GB')).toBe('Europe (English)');
    expect(marketLabel(MARKETS.eu, 'de-DE')).toBe('Europa (Englisch)');
    expect(marketLabel(MARKETS.eu, 'es-ES')).toBe('Europa (inglés)');
  });

  it('§2.6 texts exist in every text locale, Swiss German without ß', () => {
    for (const locale of TEXT_LOCALES) {
      const texts = ALL_TEXTS[locale].markets;
      for (const text of [texts.chooseCountry, texts.europeEnglish, texts.close, texts.bannerConfirm])
        expect(text.trim()).not.toBe('');
      expect(texts.bannerMessage('Xyzland')).toContain('Xyzland');
      expect(texts.pickerTrigger('Xyzland').startsWith('Xyzland')).toBe(true);
    }
    expect(JSON.stringify(ALL_TEXTS['de-CH'].markets)).not.toContain('ß');
    expect(ALL_TEXTS['de-CH'].markets.close).toBe('Schliessen');
  });
});
